export { PostMenu, type PostMenuProps } from './ui/PostMenu';
