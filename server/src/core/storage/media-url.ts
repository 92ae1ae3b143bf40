import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Media URLs. An object everyone may see (a public post's picture, the avatar of a public
 * profile, a community banner) has a bare URL, cached publicly. Anything else is handed out only
 * to a viewer the visibility rule lets see it, as a signed URL that names the object and expires
 * within 15 minutes; the media route serves it with `Cache-Control: private`. A signed URL is
 * bound to the object, not to the viewer: an `<img>` sends no bearer token, so the route cannot
 * ask who is looking. Leaving a community, being blocked or a post turning private therefore
 * stops access within the URL's lifetime, and the bare path of such an object answers 404.
 */

/** A signed URL works at most this long after it was handed out. */
export const SIGNED_MEDIA_MAX_AGE_SECONDS = 15 * 60;
/**
 * Expiries are rounded to this step, so the URLs of one object handed out within it are equal
 * and the browser's cache serves the picture again (each URL lives between 10 and 15 minutes).
 */
const EXPIRY_STEP_SECONDS = 5 * 60;

/** Replaced at boot by a key derived from the app's secret (MediaSigning); random until then. */
let signingKey: Buffer = randomBytes(32);

/** Derives the signing key from the app's secret, domain-separated from its other uses. */
export function useMediaSigningSecret(secret: string): void {
  signingKey = createHmac('sha256', secret).update('media-url\n').digest();
}

/** Who gets the URL, and whether the object is one everyone may see. */
export interface MediaReach {
  /** The object is visible to everyone, anonymous readers included (the visibility rule). */
  public: boolean;
  /** The viewer the answer is for; null for an anonymous (and publicly cached) answer. */
  viewer: string | null;
}

function signature(key: string, expires: number): string {
  return createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('base64url');
}

/** A URL for the object that works until its expiry (seconds since epoch, rounded up a step). */
export function signedMediaUrl(key: string, nowMs = Date.now()): string {
  const now = Math.floor(nowMs / 1000);
  const expires =
    Math.floor(now / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS + SIGNED_MEDIA_MAX_AGE_SECONDS;
  return `/media/${key}?e=${expires}&s=${signature(key, expires)}`;
}

/**
 * The URL of a stored object for `reach.viewer`: bare when the object is public, signed for a
 * signed-in viewer otherwise, and none for an anonymous reader of something not public (an
 * anonymous answer may be shared by every anonymous reader, so it never carries a signed URL).
 */
export function mediaUrl(
  key: string | null | undefined,
  reach: MediaReach,
  nowMs = Date.now(),
): string | null {
  if (!key) return null;
  if (reach.public) return `/media/${key}`;
  return reach.viewer ? signedMediaUrl(key, nowMs) : null;
}

/**
 * Seconds the signed URL of `key` still works, or null when its signature is not ours for that
 * key, is malformed or has expired.
 */
export function signedSecondsLeft(
  key: string,
  expires: unknown,
  given: unknown,
  nowMs = Date.now(),
): number | null {
  if (typeof expires !== 'string' || typeof given !== 'string' || !/^\d{1,12}$/.test(expires)) {
    return null;
  }
  const at = Number(expires);
  const left = at - Math.floor(nowMs / 1000);
  if (left <= 0 || left > SIGNED_MEDIA_MAX_AGE_SECONDS) return null;
  const expected = Buffer.from(signature(key, at));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? left : null;
}
