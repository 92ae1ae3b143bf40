export { SettingsPage } from './ui/SettingsPage';
