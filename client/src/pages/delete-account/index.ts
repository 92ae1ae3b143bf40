export { DeleteAccountPage } from './ui/DeleteAccountPage';
