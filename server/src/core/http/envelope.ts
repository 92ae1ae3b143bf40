import type { Envelope } from '../../contracts/envelope';

export type { Envelope, ErrorBody } from '../../contracts/envelope';

export function ok<T>(data?: T, message?: string): Envelope<T> {
  const body: Envelope<T> = { success: true };
  if (data !== undefined) body.data = data;
  if (message !== undefined) body.message = message;
  return body;
}
