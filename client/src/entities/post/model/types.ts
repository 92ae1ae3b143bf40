import type { Post, PostAuthor, PostUpdateAction, PostUpdatePayload } from '@/shared/api';

/** The wire shape of a post and its author (the server's contract). */
export type PostDto = Post;
export type { PostAuthor, PostUpdateAction };

/** Socket push `post_update`. */
export type PostUpdateEvent = PostUpdatePayload;
