export { ProfileHeader, type ProfileHeaderProps } from './ui/ProfileHeader';
export { ProfileBio } from './ui/ProfileBio';
