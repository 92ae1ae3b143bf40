import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed as it turned. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'SportsNet';

/** A new random secret (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** `otpauth://totp/SportsNet:<userName>?secret=…&issuer=SportsNet`, what the QR code holds. */
export function otpauthUrl(secret: string, userName: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${userName}`).replace('%3A', ':');
  return (
    `otpauth://totp/${label}?secret=${secret}&issuer=${TOTP_ISSUER}` +
    `&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_PERIOD_SECONDS}`
  );
}

/** The time step a moment falls in. */
export function stepAt(timestamp: number): number {
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a step (tests, and nothing else, need to make one). */
export function codeAt(secret: string, timestamp: number): string {
  return totp(secret).generate({ timestamp });
}

/**
 * The time step `code` belongs to, within the window around `timestamp`; null when it is none
 * of them. The caller refuses a step already used (no replay).
 */
export function matchingStep(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : stepAt(timestamp) + delta;
}
