import { viteEnv } from './viteEnv';

export {
  TEXT_LIMITS,
  APP_LANGUAGES,
  APP_LANGUAGE_NAMES,
  DEFAULT_APP_LANGUAGE,
  isAppLanguage,
  REPORT_CATEGORIES,
} from '@contracts';

export { POSTS } from './posts';
export { PROFILES } from './profiles';
export { COMMUNITIES, communityPath } from './communities';
export { ROUTES } from './routes';
export { STORAGE_KEYS } from './storageKeys';
export { API_BASE_URL, EARLY_READS_KEY, FEED_FIRST_PAGE_PATH } from './api';

export const SOCKET_PATH = '/socket.io';

/** socket.io host; undefined means the page's own origin. */
export function getSocketUrl(): string | undefined {
  const url = viteEnv.socketUrl?.trim();
  return url ? url : undefined;
}

export const EXTERNAL_TEAM_URL = 'https://www.fcbarcelona.com';

export const TOAST_DURATION_MS = { default: 4000, error: 4000, success: 2000 } as const;
export const TOAST_LIMIT = 20;
export const TOAST_MAX_WIDTH_PX = 350;

/**
 * How long an unread count's first read waits for the socket's connection (see socketConnected):
 * read after it, no push can fall between the read and the connection.
 */
export const COUNT_READ_SOCKET_WAIT_MS = 3000;

export const SOCKET_OPTIONS = {
  // WebSocket first: a server running several workers (WEB_CONCURRENCY) takes only WebSocket,
  // whose one connection stays on one worker; long-polling is the fallback where WebSocket is
  // blocked, and then also saves the polling round trips before the upgrade.
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const;
