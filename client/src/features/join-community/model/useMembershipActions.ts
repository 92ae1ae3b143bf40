import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { removeCommunityPosts, usePostCache } from '@/entities/post';
import { i18n } from '@/shared/i18n';
import { toastFailure } from '@/shared/ui';
import {
  useDeleteCommunityMutation,
  useJoinCommunityMutation,
  useLeaveCommunityMutation,
} from '../api/membershipApi';
import { MUST_JOIN_TOAST_ID } from './messages';

/** SPEC §4: a non-member who opens a community is told to join first (one toast at a time). */
export const toastMustJoin = () =>
  void toast.error(i18n.t('communities:membership.mustJoin'), { id: MUST_JOIN_TOAST_ID });

/**
 * Join, leave and delete with the spec's toasts in the app's language; each resolves to whether
 * it worked.
 */
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
        toast.success(i18n.t('communities:membership.joined'));
        return true;
      } catch (error) {
        toastFailure(i18n.t('communities:membership.joinFailed'), error);
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
        toast.success(i18n.t('communities:membership.left'));
        return true;
      } catch (error) {
        toastFailure(i18n.t('communities:membership.leaveFailed'), error);
        return false;
      }
    },
    [leaveMutation, cache],
  );

  const remove = useCallback(
    async (communityId: string) => {
      if (!window.confirm(i18n.t('communities:membership.deleteConfirm'))) return false;
      try {
        await deleteMutation(communityId).unwrap();
        removeCommunityPosts(cache, communityId);
        toast.success(i18n.t('communities:membership.deleted'));
        return true;
      } catch (error) {
        toastFailure(i18n.t('communities:membership.deleteFailed'), error);
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
