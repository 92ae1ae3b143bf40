import { getErrorMessage } from '@/shared/api';
import { SEND_ERROR } from './messages';

/**
 * The toast for a failed send: the server's reason when it gave one (too fast, not allowed),
 * `fallback` for an answer without one, and SPEC §8's error text when no answer came at all.
 */
export function sendErrorMessage(error: unknown, fallback: string): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return SEND_ERROR;
  return getErrorMessage(error, fallback);
}
