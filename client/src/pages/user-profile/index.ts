export { UserProfilePage } from './ui/UserProfilePage';
