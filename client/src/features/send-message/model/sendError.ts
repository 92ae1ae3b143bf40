import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getErrorMessage, isSessionExpiredError } from '@/shared/api';
import { isAbortedRequest } from '@/shared/lib';
import { sendErrorText } from './messages';

/**
 * The send ended with the session: its 401 says so, or the request was cut off by the reset of
 * the api state that ending a session does (RTK Query then rejects it as an AbortError).
 */
function endedWithSession(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  return isSessionExpiredError(error as FetchBaseQueryError) || isAbortedRequest(error);
}

/**
 * The toast for a failed send: the server's reason when it gave one (too fast, not allowed),
 * `fallback` for an answer without one, and SPEC §8's error text when no answer came at all.
 * None when the session ended: 'Session expired. Please login again.' is then the one toast.
 */
export function sendErrorMessage(error: unknown, fallback: string): string | null {
  if (endedWithSession(error)) return null;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return sendErrorText();
  return getErrorMessage(error, fallback);
}
