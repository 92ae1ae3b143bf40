export { LikeButton, type LikeButtonProps } from './ui/LikeButton';
export { useLikeToggle, LIKE_TOASTS } from './model/useLikeToggle';
