/** The success half of the API envelope: `{ success: true, data?, message? }`. */
export interface Envelope<T> {
  success: true;
  data?: T;
  message?: string;
}

export function ok<T>(data?: T, message?: string): Envelope<T> {
  const body: Envelope<T> = { success: true };
  if (data !== undefined) body.data = data;
  if (message !== undefined) body.message = message;
  return body;
}

export interface ErrorBody {
  success: false;
  message: string;
  code?: string;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}
