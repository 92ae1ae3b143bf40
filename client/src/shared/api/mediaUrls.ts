import { API_BASE_URL } from '../config';
import { readToken } from '../lib';
import type { Envelope } from './types';
import type { MediaUrls } from './contracts';

/**
 * Signed media URLs (`/media/<key>?e=<expiry in seconds>&s=…`) live at most 15 minutes; what the
 * visibility rule lets everyone see has a bare `/media/<key>` that never expires. A picture whose
 * signed URL stopped working asks the server for a fresh one (`POST /media/urls`, which asks the
 * rule again): the asks of one moment go in one request, and a fresh URL is reused while it works.
 */

const SIGNED = /^\/media\/([^?#]+)\?e=(\d+)&s=/;
// Asks within this time share one request (a page of pictures failing together).
const BATCH_MS = 50;
// The server takes at most this many keys a request.
const MAX_KEYS = 100;

/** The object key and expiry (ms) of a signed media URL; null for any other URL. */
export function signedMediaUrl(url: string): { key: string; expiresAt: number } | null {
  const match = SIGNED.exec(url);
  return match ? { key: decodeURIComponent(match[1]), expiresAt: Number(match[2]) * 1000 } : null;
}

const fresh = new Map<string, string>();
let waiting = new Map<string, ((url: string | null) => void)[]>();
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * A URL that works now for the picture behind the signed URL `url`, or null when the reader may
 * no longer see it (or it is gone). Not signed: null at once, there is nothing to refresh.
 */
export function refreshMediaUrl(url: string, now = Date.now()): Promise<string | null> {
  const signed = signedMediaUrl(url);
  if (!signed) return Promise.resolve(null);
  const known = fresh.get(signed.key);
  const knownSigned = known ? signedMediaUrl(known) : null;
  if (known && known !== url && (!knownSigned || knownSigned.expiresAt > now + 5000)) {
    return Promise.resolve(known);
  }
  return new Promise((resolve) => {
    waiting.set(signed.key, [...(waiting.get(signed.key) ?? []), resolve]);
    timer ??= setTimeout(() => void flush(), BATCH_MS);
  });
}

async function flush(): Promise<void> {
  timer = null;
  const asked = waiting;
  waiting = new Map();
  const keys = [...asked.keys()];
  for (let i = 0; i < keys.length; i += MAX_KEYS) {
    const part = keys.slice(i, i + MAX_KEYS);
    const urls = await ask(part);
    for (const key of part) {
      const url = urls[key] ?? null;
      if (url) fresh.set(key, url);
      else fresh.delete(key);
      for (const resolve of asked.get(key) ?? []) resolve(url);
    }
  }
}

async function ask(keys: string[]): Promise<MediaUrls> {
  const token = readToken();
  if (!token) return {};
  try {
    const res = await fetch(`${API_BASE_URL}/media/urls`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ keys }),
    });
    if (!res.ok) return {};
    return ((await res.json()) as Envelope<MediaUrls>).data ?? {};
  } catch {
    return {};
  }
}
