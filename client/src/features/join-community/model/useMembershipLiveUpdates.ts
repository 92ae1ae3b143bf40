import { TAGS, useSocketInvalidation } from '@/shared/api';

const MY_MEMBERSHIP = ['my_membership'] as const;
const COMMUNITY_TAGS = [TAGS.community] as const;

/**
 * My join or leave made in another tab or on another device: this tab reads its communities
 * again, so an open community page turns to Access Denied (or opens) and the lists re-split,
 * instead of offering a post the server would refuse.
 */
export function useMembershipLiveUpdates(): void {
  useSocketInvalidation(MY_MEMBERSHIP, COMMUNITY_TAGS);
}
