export { LoginPage } from './ui/LoginPage';
// A suspended account's appeal starts at login; an author's from a notification.
export { AppealPage } from './ui/AppealPage';
