/** The success envelope of every answer: `{ success: true, data?, message? }`. */
export interface Envelope<T> {
  success: true;
  data?: T;
  message?: string;
}

/** Error answers: a true HTTP status and this body. */
export interface ErrorBody {
  success: false;
  message: string;
  code?: string;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

/** One page of a keyset-paginated list; `nextCursor` is null on the last page. */
export interface PageEnvelope<T> {
  success: true;
  data: T[];
  nextCursor: string | null;
}
