import { STORAGE_KEYS } from '../config';
import type { SessionUser } from '../model';
import { isTokenUsable } from './jwt';

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return safeGet(STORAGE_KEYS.token);
}

export function readStoredUser(): SessionUser | null {
  const raw = safeGet(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Merges fresh details into the stored user record (no-op when nobody is stored). */
export function updateStoredUser(patch: Partial<SessionUser>): void {
  const current = readStoredUser();
  if (!current) return;
  try {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...current, ...patch }));
  } catch {
    // Storage can be unavailable; the in-memory session still has the new details.
  }
}

export function clearSession(): void {
  window.localStorage.removeItem(STORAGE_KEYS.token);
  window.localStorage.removeItem(STORAGE_KEYS.user);
}

/** Removes a corrupt or expired stored token (and its user). Returns true when something was purged. */
export function purgeInvalidSession(nowMs?: number): boolean {
  const token = readToken();
  if (token === null) {
    if (safeGet(STORAGE_KEYS.user) !== null) clearSession();
    return false;
  }
  if (isTokenUsable(token, nowMs)) return false;
  clearSession();
  return true;
}

export function readDarkMode(): boolean {
  return safeGet(STORAGE_KEYS.darkMode) === 'true';
}

export function saveDarkMode(enabled: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.darkMode, enabled ? 'true' : 'false');
  } catch {
    // Storage can be unavailable (private mode quotas); the theme still applies for this visit.
  }
}
