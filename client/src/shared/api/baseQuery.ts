import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from '../config';
import { clearSession, readToken } from '../lib';
import { currentLanguage } from '../i18n';
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
    // The server writes its messages (toasts, field errors) in the language the user reads.
    headers.set('Accept-Language', currentLanguage());
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

/** Reads wait this long at most between tries while the server is briefly away. */
const MAX_RETRY_WAIT_MS = 10_000;
/** And give up (the screen shows its error) after this long in all. */
const RETRY_FOR_MS = 120_000;

/**
 * A read answered 503 (a part of the server is away: it says when to come back in Retry-After)
 * or not answered at all (the server restarting) is asked again, so an open screen comes back
 * by itself once the outage ends. Writes are never repeated: the caller shows the answer.
 */
function retryWait(result: { error?: FetchBaseQueryError; meta?: { response?: Response } }) {
  const error = result.error;
  if (!error) return null;
  if (error.status !== 503 && error.status !== 'FETCH_ERROR') return null;
  const seconds = Number(result.meta?.response?.headers.get('Retry-After'));
  const wait = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 2000;
  return Math.min(wait, MAX_RETRY_WAIT_MS);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export const baseQueryWithSession: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const started = Date.now();
  let result = await rawBaseQuery(args, api, extraOptions);
  if (api.type === 'query') {
    for (
      let wait = retryWait(result);
      wait !== null && !api.signal.aborted && Date.now() - started + wait < RETRY_FOR_MS;
      wait = retryWait(result)
    ) {
      await pause(wait, api.signal);
      if (api.signal.aborted) break;
      result = await rawBaseQuery(args, api, extraOptions);
    }
  }
  if (isSessionExpiredError(result.error)) {
    clearSession();
    api.dispatch(sessionExpired());
  }
  return result;
};
