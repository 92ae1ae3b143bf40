export { PostMenu, DELETE_POST_CONFIRM, type PostMenuProps } from './ui/PostMenu';
