import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../core/http/uuid';

/**
 * OWASP's "device cookies": a browser that has signed in to an account before carries a signed
 * cookie naming that account, and its failed logins count against that cookie alone. Failures
 * from anywhere else (no cookie, another account's, a forged one) count against the account's
 * budget for untrusted devices, whose lockout therefore never shuts out a device its owner
 * already uses.
 */
export const DEVICE_COOKIE = 'sportsnet_device';
/** Only the login routes read it (`/login`, `/login/2fa`); a year, renewed at each sign-in. */
export const DEVICE_COOKIE_PATH = '/api/v1/login';
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

/** A device cookie whose signature holds: the account it was issued for and its own id. */
export interface DeviceCookie {
  userId: string;
  nonce: string;
}

function signature(secret: string, userId: string, nonce: string): string {
  // Domain-separated from the JWTs and links signed with the same secret.
  return createHmac('sha256', secret).update(`device\n${userId}\n${nonce}`).digest('base64url');
}

/** A new cookie value for `userId` (a fresh nonce: each sign-in renews it). */
export function issueDeviceCookie(secret: string, userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${userId}.${nonce}.${signature(secret, userId, nonce)}`;
}

/** The device cookie in a `Cookie` header, when there is one and its signature is ours. */
export function readDeviceCookie(
  secret: string,
  cookieHeader: string | undefined,
): DeviceCookie | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  const [userId, nonce, given, ...rest] = (raw ?? '').split('.');
  if (rest.length > 0 || !isUuid(userId) || !/^[\w-]{22}$/.test(nonce ?? '') || !given) {
    return null;
  }
  const expected = Buffer.from(signature(secret, userId, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual)
    ? { userId, nonce }
    : null;
}
