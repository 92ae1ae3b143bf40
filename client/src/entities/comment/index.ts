export type {
  CommentDto,
  CommentUser,
  CommentUpdateEvent,
  CommentsPage,
  CommentView,
} from './model/types';
export {
  commentApi,
  commentTag,
  putComment,
  dropComment,
  useViewCommentsInfiniteQuery,
  useLazyViewRepliesQuery,
  COMMENTS_PAGE_SIZE,
  type CommentCacheApi,
} from './api/commentApi';
export {
  countComments,
  splitMention,
  threadComments,
  upsertInThread,
  removeFromThread,
} from './lib/thread';
