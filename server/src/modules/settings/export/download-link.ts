import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a data download link works. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

/** The path the app serves a finished export from (under the API prefix). */
export const DOWNLOAD_PATH = '/api/v1/settings/data-download/file';

function signature(secret: string, exportId: string, expires: number): string {
  // Domain-separated from the JWTs signed with the same secret.
  return createHmac('sha256', secret)
    .update(`data-export\n${exportId}\n${expires}`)
    .digest('base64url');
}

/** An app URL that serves the export until `expires` (ms since epoch), no session needed. */
export function signDownloadPath(secret: string, exportId: string, expires: number): string {
  const query = new URLSearchParams({
    id: exportId,
    expires: String(expires),
    signature: signature(secret, exportId, expires),
  });
  return `${DOWNLOAD_PATH}?${query.toString()}`;
}

/** True when the signature is ours and the link has not expired. */
export function verifyDownloadLink(
  secret: string,
  link: { id?: unknown; expires?: unknown; signature?: unknown },
  now = Date.now(),
): link is { id: string; expires: string; signature: string } {
  if (
    typeof link.id !== 'string' ||
    typeof link.expires !== 'string' ||
    typeof link.signature !== 'string' ||
    !/^\d{1,15}$/.test(link.expires)
  ) {
    return false;
  }
  const expires = Number(link.expires);
  if (expires <= now) return false;
  const expected = Buffer.from(signature(secret, link.id, expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
