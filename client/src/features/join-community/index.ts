export {
  JoinCommunityButton,
  LeaveOrDeleteButton,
  type JoinCommunityButtonProps,
  type OwnerOrMemberButtonProps,
} from './ui/MembershipButton';
export { toastMustJoin, useMembershipActions } from './model/useMembershipActions';
export { useMembershipLiveUpdates } from './model/useMembershipLiveUpdates';
export { membershipApi } from './api/membershipApi';
