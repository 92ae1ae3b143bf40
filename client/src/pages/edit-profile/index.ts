export { EditProfilePage } from './ui/EditProfilePage';
