export {
  connectionApi,
  useConnectionsQuery,
  usePendingConnectionsQuery,
  useSentPendingConnectionsQuery,
} from './api/connectionApi';
export { useConnectionLiveUpdates, CONNECTION_EVENTS } from './model/useConnectionLiveUpdates';
export type { PendingRequest, SentRequest } from './model/types';
