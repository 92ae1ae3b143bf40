import { jwtDecode } from 'jwt-decode';

export type TokenStatus = 'valid' | 'expired' | 'malformed';

/**
 * Classifies a stored token. Undecodable or structurally wrong tokens are "malformed";
 * a token whose `exp` (seconds) is not in the future is "expired".
 */
export function getTokenStatus(token: unknown, nowMs: number = Date.now()): TokenStatus {
  if (typeof token !== 'string' || token.split('.').length !== 3) return 'malformed';
  let payload: { exp?: unknown };
  try {
    payload = jwtDecode<{ exp?: unknown }>(token);
  } catch {
    return 'malformed';
  }
  if (payload.exp === undefined) return 'valid';
  if (typeof payload.exp !== 'number') return 'malformed';
  return payload.exp * 1000 > nowMs ? 'valid' : 'expired';
}

export function isTokenUsable(token: unknown, nowMs?: number): token is string {
  return getTokenStatus(token, nowMs) === 'valid';
}
