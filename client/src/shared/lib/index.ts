export { getTokenStatus, isTokenUsable, type TokenStatus } from './jwt';
export {
  readToken,
  readStoredUser,
  saveSession,
  clearSession,
  purgeInvalidSession,
  readDarkMode,
  saveDarkMode,
} from './storage';
