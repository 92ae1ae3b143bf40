/** The server's success envelope. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

/** One page of a keyset-paginated list; `nextCursor` is null on the last page. */
export interface Page<T> {
  success: boolean;
  data: T[];
  nextCursor: string | null;
}
