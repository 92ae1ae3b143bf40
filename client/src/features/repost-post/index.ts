export { RepostButton, type RepostButtonProps } from './ui/RepostButton';
