import { randomUUID } from 'node:crypto';

export type MediaKind = 'avatars' | 'posts' | 'communities' | 'exports' | 'test';

/** Object keys come from ids and a random part, never from the uploader's file name. */
export function buildObjectKey(kind: MediaKind, ownerId: string, extension: string): string {
  const ext =
    extension
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()
      .slice(0, 8) || 'bin';
  return `${kind}/${ownerId}/${randomUUID()}.${ext}`;
}

/**
 * The key of a derived object (e.g. the feed-sized image) next to its original:
 * `posts/<owner>/<uuid>.png` with suffix `feed` and extension `webp` gives `posts/<owner>/<uuid>-feed.webp`.
 */
export function variantKey(originalKey: string, suffix: string, extension: string): string {
  const cleanSuffix = suffix.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const ext =
    extension
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()
      .slice(0, 8) || 'bin';
  return `${originalKey.replace(/\.[a-z0-9]+$/, '')}-${cleanSuffix}.${ext}`;
}

const SAFE_KEY = /^[a-z]+\/[0-9a-f-]{36}\/[0-9a-f-]{36}(?:-[a-z0-9]+)?\.[a-z0-9]{1,8}$/;

export function isSafeObjectKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** Avatars are stored as `<uuid>.webp` with a small `<uuid>-small.webp` beside. */
export const AVATAR_SMALL_SUFFIX = 'small';

/**
 * The small avatar for lists (post authors, comments, likes): the `-small.webp` variant of an
 * avatar that has one; an older avatar (no variant was made then) stays as it is.
 */
export function avatarListKey(key: string | null | undefined): string | null {
  if (!key) return null;
  return key.startsWith('avatars/') && key.endsWith('.webp') && !key.endsWith('-small.webp')
    ? variantKey(key, AVATAR_SMALL_SUFFIX, 'webp')
    : key;
}
