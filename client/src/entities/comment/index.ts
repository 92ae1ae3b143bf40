export type { CommentDto, CommentUser, CommentUpdateEvent } from './model/types';
export { commentApi, commentTag, useViewCommentsQuery } from './api/commentApi';
export { countComments, splitMention } from './lib/tree';
