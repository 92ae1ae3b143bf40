/** The success envelope of every answer: `{ success: true, data?, message? }`. */
export interface Envelope<T> {
  success: true;
  data?: T;
  message?: string;
}

/**
 * Error answers: a true HTTP status and this body. `message` is in the caller's app language;
 * `code` is on every error and never changes with the language: a domain code (`NOT_FOUND`,
 * `VALIDATION_FAILED`, `RATE_LIMITED`, …), `INTERNAL_ERROR` for a fault, `REQUEST_FAILED` for any
 * other refusal of the framework.
 */
export interface ErrorBody {
  success: false;
  message: string;
  code: string;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

/** One page of a keyset-paginated list; `nextCursor` is null on the last page. */
export interface PageEnvelope<T> {
  success: true;
  data: T[];
  nextCursor: string | null;
}
