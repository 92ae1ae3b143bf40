import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { removeCommunityPosts, usePostCache } from '@/entities/post';
import { toastFailure } from '@/shared/ui';
import {
  useDeleteCommunityMutation,
  useJoinCommunityMutation,
  useLeaveCommunityMutation,
} from '../api/membershipApi';
import { COMMUNITY_MESSAGES, MUST_JOIN_TOAST_ID } from './messages';

/** SPEC §4: a non-member who opens a community is told to join first (one toast at a time). */
export const toastMustJoin = () =>
  void toast.error(COMMUNITY_MESSAGES.mustJoin, { id: MUST_JOIN_TOAST_ID });

/** Join, leave and delete with the spec's toasts; each resolves to whether it worked. */
export function useMembershipActions() {
  const cache = usePostCache();
  const [joinMutation, joinState] = useJoinCommunityMutation();
  const [leaveMutation, leaveState] = useLeaveCommunityMutation();
  const [deleteMutation, deleteState] = useDeleteCommunityMutation();

  const join = useCallback(
    async (communityId: string) => {
      try {
        await joinMutation(communityId).unwrap();
        // 'You must join' has been answered: it must not stay over the community now open.
        toast.dismiss(MUST_JOIN_TOAST_ID);
        toast.success(COMMUNITY_MESSAGES.joined);
        return true;
      } catch (error) {
        toastFailure(COMMUNITY_MESSAGES.joinFailed, error);
        return false;
      }
    },
    [joinMutation],
  );

  const leave = useCallback(
    async (communityId: string) => {
      try {
        await leaveMutation(communityId).unwrap();
        // Its posts are no longer the viewer's to see, wherever they were listed.
        removeCommunityPosts(cache, communityId);
        toast.success(COMMUNITY_MESSAGES.left);
        return true;
      } catch (error) {
        toastFailure(COMMUNITY_MESSAGES.leaveFailed, error);
        return false;
      }
    },
    [leaveMutation, cache],
  );

  const remove = useCallback(
    async (communityId: string) => {
      if (!window.confirm(COMMUNITY_MESSAGES.deleteConfirm)) return false;
      try {
        await deleteMutation(communityId).unwrap();
        removeCommunityPosts(cache, communityId);
        toast.success(COMMUNITY_MESSAGES.deleted);
        return true;
      } catch (error) {
        toastFailure(COMMUNITY_MESSAGES.deleteFailed, error);
        return false;
      }
    },
    [deleteMutation, cache],
  );

  return {
    join,
    leave,
    remove,
    isJoining: joinState.isLoading,
    isLeaving: leaveState.isLoading,
    isDeleting: deleteState.isLoading,
  };
}
