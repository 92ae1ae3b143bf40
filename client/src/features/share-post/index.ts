export { ShareButton, type ShareButtonProps } from './ui/ShareButton';
export { postLink } from './lib/postLink';
