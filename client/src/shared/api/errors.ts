import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The server's error envelope. */
export interface ApiErrorBody {
  success: false;
  message?: string;
  code?: string;
  errors?: Record<string, string>;
}

function errorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!error || typeof error !== 'object') return undefined;
  // RTK's own failures ('Aborted', a thrown error) carry no server body: their text is not for users.
  if (!('data' in error) && typeof (error as { name?: unknown }).name === 'string') {
    return undefined;
  }
  const data = 'data' in error ? (error as FetchBaseQueryError & { data?: unknown }).data : error;
  return data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : undefined;
}

/** The server's error `code` when it sends one (the codes the client acts on). */
export function getErrorCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's `message` when there is one, else the fallback. */
export function getErrorMessage(
  error: FetchBaseQueryError | SerializedError | unknown,
  fallback: string,
): string {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

export function getFieldErrors(error: unknown): Record<string, string> {
  const errors = errorBody(error)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
