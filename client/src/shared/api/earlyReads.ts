import { EARLY_READS_KEY } from '../config';

/**
 * A GET the inline start script sent while the app's code was still downloading
 * (vite-plugins/signedInStartHints.ts): its absolute URL, the Authorization header it carried,
 * and its answer (null when the network failed).
 */
export interface EarlyRead {
  url: string;
  authorization: string;
  response: Promise<Response | null>;
}

type WindowWithEarlyReads = Partial<Record<typeof EARLY_READS_KEY, EarlyRead[]>>;

/**
 * The early read that answers `request`, taken so that no other request gets it: same URL, same
 * credentials, a GET. A read made under another session, or for another URL, is never handed out.
 */
function takeEarlyRead(request: Request): EarlyRead | undefined {
  const reads = (globalThis as WindowWithEarlyReads)[EARLY_READS_KEY];
  if (!reads || request.method !== 'GET') return undefined;
  const index = reads.findIndex(
    (read) =>
      read.url === request.url && read.authorization === request.headers.get('Authorization'),
  );
  return index < 0 ? undefined : reads.splice(index, 1)[0];
}

/**
 * fetch for the API's base query: a read the start script already sent is answered by that
 * request instead of a second one; if it failed on the network, the read is sent again.
 */
export async function fetchWithEarlyReads(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const early = input instanceof Request && !init ? takeEarlyRead(input) : undefined;
  const response = early ? await early.response : null;
  return response ?? fetch(input, init);
}
