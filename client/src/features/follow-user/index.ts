export { followApi, useFollowMutation } from './api/followApi';
export { FollowButton, type FollowButtonProps, type FollowVariant } from './ui/FollowButton';
