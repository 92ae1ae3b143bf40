/**
 * Fresh URLs for stored objects (`POST /media/urls`): a screen left open longer than a signed
 * URL lives asks again for the pictures it shows. Keys are the paths after `/media/`.
 */
export interface MediaUrlsBody {
  /** One to 100 keys. */
  keys: string[];
}

/**
 * Each key the caller may see now, with a URL that works (bare for what everyone may see,
 * signed otherwise); keys they may not see, or that name nothing, are left out.
 */
export type MediaUrls = Record<string, string>;
