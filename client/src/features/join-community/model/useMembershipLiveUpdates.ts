import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import {
  COMMUNITY_LISTS_TAG,
  DISCOVER_TAG,
  markCommunityLeft,
  communityApi,
} from '@/entities/community';
import { getSocket, TAGS, type MyMembershipPayload } from '@/shared/api';

type Dispatch = Parameters<typeof markCommunityLeft>[0];

/**
 * My join or leave, made here or in another tab or device: the lists re-split, and an open
 * community page opens (joined: read again) or turns to Access Denied (left: no read, which the
 * server would refuse with 403), instead of offering a post the server would refuse.
 */
export function useMembershipLiveUpdates(): void {
  const dispatch = useDispatch<Dispatch>();
  useEffect(() => {
    const socket = getSocket();
    const onMembership = (event: MyMembershipPayload) => {
      if (!event || typeof event.communityId !== 'string') return;
      if (event.member) {
        dispatch(
          communityApi.util.invalidateTags([
            COMMUNITY_LISTS_TAG,
            DISCOVER_TAG,
            { type: TAGS.community, id: event.communityId },
          ]),
        );
      } else {
        markCommunityLeft(dispatch, event.communityId);
        dispatch(communityApi.util.invalidateTags([COMMUNITY_LISTS_TAG, DISCOVER_TAG]));
      }
    };
    socket.on('my_membership', onMembership);
    return () => {
      socket.off('my_membership', onMembership);
    };
  }, [dispatch]);
}
