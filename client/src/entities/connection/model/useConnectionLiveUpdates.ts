import { TAGS, useSocketInvalidation, type ServerEventName } from '@/shared/api';

export const CONNECTION_EVENTS = [
  'connection_request',
  'connection_accepted',
  'connection_rejected',
  // A request withdrawn by its sender leaves the recipient's Pending list at once.
  'connection_cancelled',
  'connection_disconnected',
] as const satisfies readonly ServerEventName[];

const CONNECTION_TAGS = [TAGS.connection, TAGS.people, TAGS.profile] as const;

/** Connection lists and every user card's Connect/Pending/Connected state follow the pushes. */
export function useConnectionLiveUpdates(): void {
  useSocketInvalidation(CONNECTION_EVENTS, CONNECTION_TAGS);
}
