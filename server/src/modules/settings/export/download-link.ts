import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../../core/http/uuid';

/** How long a data download link works. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

/** The path the app serves a finished export from (under the API prefix). */
export const DOWNLOAD_PATH = '/api/v1/settings/data-download/file';

/** A link's query as it arrives, unchecked. */
export interface DownloadLinkQuery {
  id?: unknown;
  expires?: unknown;
  signature?: unknown;
}

/** A link whose parts are well formed and whose expiry has not passed (signature unchecked). */
export interface DownloadLink {
  id: string;
  expires: number;
  signature: string;
}

/**
 * `version`: the account's bearer links version when the link was made. A credential change
 * moves it on (UsersService.endBearerLinks), so every link made before stops verifying.
 */
function signature(secret: string, exportId: string, expires: number, version: number): string {
  // Domain-separated from the JWTs signed with the same secret.
  return createHmac('sha256', secret)
    .update(`data-export\n${exportId}\n${expires}\n${version}`)
    .digest('base64url');
}

/**
 * An app URL that serves the export until `expires` (ms since epoch), no session needed, while
 * the account's bearer links stay at `version`.
 */
export function signDownloadPath(
  secret: string,
  exportId: string,
  expires: number,
  version: number,
): string {
  const query = new URLSearchParams({
    id: exportId,
    expires: String(expires),
    signature: signature(secret, exportId, expires, version),
  });
  return `${DOWNLOAD_PATH}?${query.toString()}`;
}

/** The link's parts when they are well formed and it has not expired; else null. */
export function readDownloadLink(link: DownloadLinkQuery, now = Date.now()): DownloadLink | null {
  if (
    !isUuid(link.id) ||
    typeof link.expires !== 'string' ||
    typeof link.signature !== 'string' ||
    !/^\d{1,15}$/.test(link.expires)
  ) {
    return null;
  }
  const expires = Number(link.expires);
  if (expires <= now) return null;
  return { id: link.id, expires, signature: link.signature };
}

/** True when the signature is ours for this link and the account's current `version`. */
export function verifyDownloadLink(secret: string, link: DownloadLink, version: number): boolean {
  const expected = Buffer.from(signature(secret, link.id, link.expires, version));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
