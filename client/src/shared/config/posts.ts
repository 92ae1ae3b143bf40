import { TEXT_LIMITS } from '@contracts';
import { FEED_PAGE_SIZE } from './api';

/** Posts and comments: SPEC §5 and §9 limits. */
export const POSTS = {
  captionMax: TEXT_LIMITS.captionMax,
  captionPreview: 60,
  feedPageSize: FEED_PAGE_SIZE,
  /** Profile grids: four rows of three at a time. */
  profilePageSize: 12,
  /** Reels are a screen each; the server sends only video posts. */
  reelsPageSize: 3,
  commentMax: TEXT_LIMITS.commentMax,
  /**
   * A post list read this recently is not read again when the socket (re)connects: at start-up
   * the socket connects a moment after the first page was read, and that read is still fresh.
   */
  catchUpAfterMs: 5000,
  /** Used after a successful comment; a 429 answer's `retryAfter` wins over it. */
  commentCooldownSeconds: 10,
  mediaAccept:
    '.png,.jpeg,.jpg,.mp4,.webm,.ogg,.avi,.mov,image/png,image/jpeg,video/mp4,video/webm,video/ogg,video/x-msvideo,video/quicktime',
  /** Community posts take pictures only. */
  imageAccept: '.png,.jpeg,.jpg,image/png,image/jpeg',
  imageExtensions: ['png', 'jpeg', 'jpg'],
  videoExtensions: ['mp4', 'webm', 'ogg', 'avi', 'mov'],
} as const;
