/** A post's author as every post card shows them. */
export interface PostAuthor {
  _id: string;
  fullName: string;
  userName: string;
  isActive: boolean;
  /** Avatar URL. */
  image: string | null;
}

/**
 * A post's counters as one change left them. `countsVersion` grows by one with every change of
 * any of them (the database orders the changes), so of two answers about the same post, the one
 * with the higher version is the newer, whichever arrived last.
 */
export interface PostCounts {
  numOfLikes: number;
  numOfComments: number;
  savedCount: number;
  numOfReposts: number;
  countsVersion: number;
}

/** A post as every list and card ships it (feed, profile, saved, community, reels). */
export interface Post {
  _id: string;
  title: string;
  /** Feed-sized variant of the image (at most 1080 px wide). */
  postImage: string | null;
  postImageOriginal: string | null;
  /**
   * Pixel size of `postImage`, so a card can reserve the picture's space before it loads; null
   * for videos, text posts and images stored before sizes were kept.
   */
  imageWidth: number | null;
  imageHeight: number | null;
  postVideo: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: PostAuthor;
  numOfLikes: number;
  numOfComments: number;
  savedCount: number;
  numOfReposts: number;
  /** See `PostCounts.countsVersion`. */
  countsVersion: number;
  communityId: string | null;
  /** The caller's own flags (false for anonymous callers). */
  isLiked: boolean;
  isSaved: boolean;
  isReposted: boolean;
  /** The caller follows the author (false for anonymous callers and on one's own posts). */
  isFollowingAuthor: boolean;
  /**
   * The caller may comment: the author's `allowComments` lets them (false for anonymous callers;
   * `createComment` answers 403 'Comments are turned off for this post' otherwise).
   */
  canComment: boolean;
}

/** `getAllPost?media=`: only the posts with that kind of media (reels ask for `video`). */
export type PostMediaFilter = 'image' | 'video';

/**
 * `POST /like` and `/dislike`: the post's counts after the change. Like every answer that moves a
 * post's counts (saves, reposts, a deleted comment), it carries all four and their version.
 */
export type LikeAnswer = PostCounts;

/** `POST /savePost` (a toggle). */
export interface SaveAnswer extends PostCounts {
  saved: boolean;
}

/** `POST /repost` (a toggle). */
export interface RepostAnswer extends PostCounts {
  reposted: boolean;
}

/** `POST /getLikesByPost`: someone who liked the post (the latest like first). */
export interface Liker {
  _id: string;
  userName: string;
  fullName: string;
  /** Avatar URL. */
  image: string | null;
}
