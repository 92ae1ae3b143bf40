import { TAGS, useSocketInvalidation } from '@/shared/api';

const FOLLOW_EVENTS = ['follow_update', 'refresh'] as const;
const FOLLOW_TAGS = [TAGS.follow, TAGS.people, TAGS.profile, TAGS.currentUser] as const;

/** Refreshes follow lists, user cards, profile counts and my own counters on follow pushes. */
export function useFollowLiveUpdates(): void {
  useSocketInvalidation(FOLLOW_EVENTS, FOLLOW_TAGS);
}
