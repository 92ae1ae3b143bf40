import type { AuthUser } from './current-user.decorator';

/**
 * Turns a bearer token into the caller, or throws an AppError (INVALID_TOKEN / TOKEN_EXPIRED).
 * The Auth module provides it; core pieces (the socket handshake) depend only on this contract.
 */
export abstract class TokenVerifier {
  abstract verify(token: string): Promise<AuthUser>;
}
