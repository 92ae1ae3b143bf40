export { SettingsPage, SIGN_OUT_QUESTION } from './ui/SettingsPage';
