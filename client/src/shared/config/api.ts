// Free of `import.meta`, like routes.ts: the build (vite-plugins/) reads it too.

export const API_BASE_URL = '/api/v1';

/** Posts a feed page holds (SPEC §9); here, not in posts.ts, so the build reads it alone. */
export const FEED_PAGE_SIZE = 3;

/**
 * Where the inline start script (vite-plugins/signedInStartHints.ts) leaves the reads it began
 * before the app's code arrived, on `window`; `shared/api` hands each one to the app's own request
 * for the same URL, once.
 */
export const EARLY_READS_KEY = '__sportsnetEarlyReads';

/** The signed-in feed's first page as the feed page asks for it (its query string included). */
export const FEED_FIRST_PAGE_PATH = `${API_BASE_URL}/getAllPost?${new URLSearchParams({
  limit: String(FEED_PAGE_SIZE),
})}`;
