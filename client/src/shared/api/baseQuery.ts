import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from '../config';
import { clearSession, readToken } from '../lib';
import { sessionExpired } from '../model';
import { fetchWithEarlyReads } from './earlyReads';
import { isSessionErrorCode } from './sessionCodes';

export { SESSION_ERROR_CODES } from './sessionCodes';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  fetchFn: fetchWithEarlyReads,
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function bodyCode(data: unknown): unknown {
  return data && typeof data === 'object' && 'code' in data ? data.code : undefined;
}

/** Only the two session codes end the session; a 401 such as wrong credentials must not. */
export function isSessionExpiredError(error: FetchBaseQueryError | undefined): boolean {
  if (!error || error.status !== 401) return false;
  return isSessionErrorCode(bodyCode(error.data));
}

export const baseQueryWithSession: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (isSessionExpiredError(result.error)) {
    clearSession();
    api.dispatch(sessionExpired());
  }
  return result;
};
