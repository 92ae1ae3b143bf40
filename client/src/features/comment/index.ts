export {
  CommentForm,
  COMMENT_CREATED,
  type CommentFormProps,
  type ReplyTarget,
} from './ui/CommentForm';
export {
  CommentOwnerMenu,
  DELETE_COMMENT_CONFIRM,
  type CommentOwnerMenuProps,
} from './ui/CommentOwnerMenu';
export { CommentEditor, type CommentEditorProps } from './ui/CommentEditor';
export { commentMutationsApi } from './api/commentMutations';
