export {
  createPostSlice,
  createPostOpened,
  createPostClosed,
  selectCreatePostOpen,
  type CreatePostState,
} from './model/createPostSlice';
export {
  CreatePostDialog,
  CREATE_POST_TITLE,
  type CreatePostDialogProps,
} from './ui/CreatePostDialog';
export { CREATE_POST_MESSAGES, mediaKindOf } from './lib/validation';
