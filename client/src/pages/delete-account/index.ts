export { DeleteAccountPage, DELETE_BROWSER_CONFIRM } from './ui/DeleteAccountPage';
