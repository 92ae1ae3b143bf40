export { LikeButton, type LikeButtonProps } from './ui/LikeButton';
export { useLikeToggle } from './model/useLikeToggle';
