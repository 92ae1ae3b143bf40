export {
  createPostSlice,
  createPostOpened,
  createPostClosed,
  selectCreatePostOpen,
  type CreatePostState,
} from './model/createPostSlice';
export { CreatePostDialog, type CreatePostDialogProps } from './ui/CreatePostDialog';
export { createPostMessages, mediaKindOf } from './lib/validation';
