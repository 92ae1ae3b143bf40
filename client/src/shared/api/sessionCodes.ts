/**
 * The error codes by which the server says the session is over (revoked or past its expiry),
 * in a 401 body or as the reason a socket's handshake was refused.
 */
export const SESSION_ERROR_CODES = ['TOKEN_EXPIRED', 'INVALID_TOKEN'] as const;

export function isSessionErrorCode(code: unknown): boolean {
  return SESSION_ERROR_CODES.some((c) => c === code);
}
