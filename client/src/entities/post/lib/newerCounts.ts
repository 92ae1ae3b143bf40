import type { MyEngagementPayload, Page, PostCounts } from '@/shared/api';
import type { PostDto } from '../model/types';

/**
 * Puts `counts` on `post` when they are newer than the ones it shows (a higher `countsVersion`):
 * pages, pushes and answers about one post arrive in any order, and the older must not win.
 */
export function takeNewerCounts(post: PostDto, counts: PostCounts): boolean {
  if (counts.countsVersion <= post.countsVersion) return false;
  post.numOfLikes = counts.numOfLikes;
  post.numOfComments = counts.numOfComments;
  post.savedCount = counts.savedCount;
  post.numOfReposts = counts.numOfReposts;
  post.countsVersion = counts.countsVersion;
  // The server's counts hold my pending comments already, or a newer version will.
  delete post.pendingComments;
  return true;
}

const ENGAGEMENT_FLAG = { like: 'isLiked', save: 'isSaved', repost: 'isReposted' } as const;

/** My like, save or repost as another tab of mine made it: the pressed state and its counts. */
export function takeMyEngagement(post: PostDto, event: MyEngagementPayload): void {
  post[ENGAGEMENT_FLAG[event.kind]] = event.active;
  takeNewerCounts(post, event.counts);
}

/** An edit's answer: the post as edited, keeping the counts shown unless the answer's are newer. */
export function takeEditedPost(post: PostDto, edited: PostDto): void {
  const { numOfLikes, numOfComments, savedCount, numOfReposts, countsVersion } = post;
  const shown = { numOfLikes, numOfComments, savedCount, numOfReposts, countsVersion };
  Object.assign(post, edited);
  if (edited.countsVersion > shown.countsVersion) delete post.pendingComments;
  else Object.assign(post, shown);
}

/**
 * A comment of mine on its way: counted at once, and marked, so that a failure takes it back only
 * where it still is (not from counts a push or a read put there since).
 */
export function addPendingComment(post: PostDto): void {
  post.numOfComments += 1;
  post.pendingComments = (post.pendingComments ?? 0) + 1;
}

/** The server's answer to a pending comment: kept, it stays counted; failed, it is taken back. */
export function endPendingComment(post: PostDto, kept: boolean): void {
  if (!post.pendingComments) return;
  post.pendingComments -= 1;
  if (!kept) post.numOfComments -= 1;
}

/** How many posts' newest counts are kept: more than a screen shows, bounded. */
const REMEMBERED = 500;
const newest = new Map<string, PostCounts>();

/**
 * Keeps the newest counts heard of a post (a push, the answer to one's own like), so that a page
 * whose read began before them and answers after them does not put the older counts back.
 */
export function rememberCounts(postId: string, counts: PostCounts): void {
  const known = newest.get(postId);
  if (known && known.countsVersion >= counts.countsVersion) return;
  newest.delete(postId); // re-inserted last: the map's order is the eviction order
  newest.set(postId, counts);
  if (newest.size > REMEMBERED) newest.delete(newest.keys().next().value as string);
}

/** A page as read, with the newer counts heard meanwhile laid over it (`transformResponse`). */
export function withNewestCounts<T extends Page<PostDto> | PostDto>(answer: T): T {
  if (!answer) return answer;
  const posts: PostDto[] = 'data' in answer ? answer.data : [answer as PostDto];
  for (const post of posts) {
    const counts = newest.get(post._id);
    if (counts) takeNewerCounts(post, counts);
  }
  return answer;
}

/** For tests: forget every remembered count. */
export function forgetCounts(): void {
  newest.clear();
}
