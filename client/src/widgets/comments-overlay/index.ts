export { CommentsOverlay, COMMENTS_TITLE, type CommentsOverlayProps } from './ui/CommentsOverlay';
