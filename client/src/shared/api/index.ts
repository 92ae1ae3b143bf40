export { baseApi, MY_PROFILE_TAGS, READ_ONCE, TAGS } from './baseApi';
export { baseQueryWithSession, isSessionExpiredError, SESSION_ERROR_CODES } from './baseQuery';
export { getErrorCode, getErrorMessage, getFieldErrors, type ApiErrorBody } from './errors';
export {
  getSocket,
  connectSocket,
  disconnectSocket,
  endingSession,
  socketConnected,
  type AppSocket,
} from './socket';
export { useSocketInvalidation } from './useSocketInvalidation';
export { refreshMediaUrl, signedMediaUrl } from './mediaUrls';
export { useMediaSrc, type MediaSrc } from './useMediaSrc';
export { listenWhileCached, type SocketListeners } from './listenWhileCached';
export { dataOf, type Envelope, type Page } from './types';
export { infiniteList, type InfiniteListProps, type InfinitePagesResult } from './infiniteList';
export type * from './contracts';
export { LOGIN_CHALLENGE_EXPIRED } from './contracts';
