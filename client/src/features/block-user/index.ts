export {
  blockApi,
  useBlockedUsersInfiniteQuery,
  useBlockUserMutation,
  useUnblockUserMutation,
  type BlockedUser,
  type BlockedUsersArgs,
} from './api/blockApi';
export { useBlockActions } from './model/useBlockActions';
export { useBlockLiveUpdates } from './model/useBlockLiveUpdates';
export { BlockUserForm, type BlockUserFormProps } from './ui/BlockUserForm';
