export { ShareButton, LINK_COPIED, type ShareButtonProps } from './ui/ShareButton';
export { postLink } from './lib/postLink';
