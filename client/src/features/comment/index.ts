export { CommentForm, type CommentFormProps, type ReplyTarget } from './ui/CommentForm';
export { CommentOwnerMenu, type CommentOwnerMenuProps } from './ui/CommentOwnerMenu';
export { CommentEditor, type CommentEditorProps } from './ui/CommentEditor';
export { commentMutationsApi } from './api/commentMutations';
