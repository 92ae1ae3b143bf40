import { TAGS, useSocketInvalidation } from '@/shared/api';

export const CONNECTION_EVENTS = [
  'connection_request',
  'connection_accepted',
  'connection_rejected',
  'connection_disconnected',
] as const;

const CONNECTION_TAGS = [TAGS.connection, TAGS.people, TAGS.profile] as const;

/** Connection lists and every user card's Connect/Pending/Connected state follow the pushes. */
export function useConnectionLiveUpdates(): void {
  useSocketInvalidation(CONNECTION_EVENTS, CONNECTION_TAGS);
}
