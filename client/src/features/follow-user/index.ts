export { FollowButton, type FollowButtonProps } from './ui/FollowButton';
