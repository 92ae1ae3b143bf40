export {
  connectionApi,
  useConnectionsInfiniteQuery,
  usePendingConnectionsInfiniteQuery,
  useSentPendingConnectionsInfiniteQuery,
} from './api/connectionApi';
export { useConnectionLiveUpdates, CONNECTION_EVENTS } from './model/useConnectionLiveUpdates';
export type { PendingRequest, SentRequest, ConnectionChange } from './model/types';
