/** A post's author as the feed ships it. */
export interface PostAuthor {
  _id: string;
  fullName: string;
  userName: string;
  isActive: boolean;
  image: string | null;
}

/** The wire shape of a post (issue 3 contract). */
export interface PostDto {
  _id: string;
  title: string;
  /** Feed-sized variant of the image. */
  postImage: string | null;
  postImageOriginal: string | null;
  postVideo: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: PostAuthor;
  numOfLikes: number;
  numOfComments: number;
  savedCount: number;
  numOfReposts: number;
  communityId: string | null;
  isLiked: boolean;
  isSaved: boolean;
  isReposted: boolean;
}

export type PostUpdateAction = 'created' | 'updated' | 'deleted';

/** Socket push `post_update`. */
export interface PostUpdateEvent {
  postId: string;
  action: PostUpdateAction;
}
