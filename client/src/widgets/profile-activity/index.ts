export { ProfileActivity, type ProfileActivityProps } from './ui/ProfileActivity';
