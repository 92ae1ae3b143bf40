export { loggedIn, loggedOut, sessionExpired, type SessionUser } from './session';
