import type { Post, PostAuthor, PostUpdateAction, PostUpdatePayload } from '@/shared/api';

/**
 * The wire shape of a post and its author (the server's contract), and, in this client's cache
 * only, how many of my comments on it are counted but not yet confirmed.
 */
export type PostDto = Post & { pendingComments?: number };
export type { PostAuthor, PostUpdateAction };

/** Socket push `post_update`. */
export type PostUpdateEvent = PostUpdatePayload;
