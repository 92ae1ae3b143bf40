export { baseApi, TAGS } from './baseApi';
export { baseQueryWithSession, isSessionExpiredError, SESSION_ERROR_CODES } from './baseQuery';
export { getErrorMessage, getFieldErrors, type ApiErrorBody } from './errors';
export { getSocket, connectSocket, disconnectSocket } from './socket';
export { useSocketInvalidation } from './useSocketInvalidation';
export type { Envelope, Page } from './types';
