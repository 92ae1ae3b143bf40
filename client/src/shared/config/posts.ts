/** Posts and comments: SPEC §5 and §9 limits. */
export const POSTS = {
  captionMax: 600,
  captionPreview: 60,
  feedPageSize: 3,
  /** Reels filter feed pages for videos, so they read bigger pages. */
  reelsPageSize: 12,
  /** Load the next page when the page bottom is this close. */
  loadMoreThresholdPx: 100,
  commentMax: 200,
  /** Used after a successful comment; a 429 answer's `retryAfter` wins over it. */
  commentCooldownSeconds: 10,
  mediaAccept:
    '.png,.jpeg,.jpg,.mp4,.webm,.ogg,.avi,.mov,image/png,image/jpeg,video/mp4,video/webm,video/ogg,video/x-msvideo,video/quicktime',
  imageExtensions: ['png', 'jpeg', 'jpg'],
  videoExtensions: ['mp4', 'webm', 'ogg', 'avi', 'mov'],
} as const;
