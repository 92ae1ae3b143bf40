export { CommentsOverlay, type CommentsOverlayProps } from './ui/CommentsOverlay';
