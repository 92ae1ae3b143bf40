import type { PageEnvelope } from './contracts';
import type { Envelope } from './contracts';

/** The server's envelopes (its contract): `data` is absent on answers that carry none. */
export type { Envelope } from './contracts';

/** One page of a keyset-paginated list; `nextCursor` is null on the last page. */
export type Page<T> = PageEnvelope<T>;

/** The `data` of an answer from an endpoint that always carries it (the contract marks it optional). */
export const dataOf = <T>(response: Envelope<T>): T => response.data as T;
