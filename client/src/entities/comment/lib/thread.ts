import type { PostCounts } from '@/shared/api';
import type { CommentDto, CommentsPage, RepliesPage } from '../model/types';

/** The cached pages of one post's thread. */
export interface ThreadDraft {
  pages: CommentsPage[];
}

function findIn(list: CommentDto[], id: string): CommentDto | undefined {
  for (const node of list) {
    if (node._id === id) return node;
    const found = findIn(node.replies, id);
    if (found) return found;
  }
  return undefined;
}

function find(draft: ThreadDraft, id: string): CommentDto | undefined {
  for (const page of draft.pages) {
    const found = findIn(page.data, id);
    if (found) return found;
  }
  return undefined;
}

/** Every comment of a tree, replies included. */
export function countComments(comments: readonly CommentDto[]): number {
  return comments.reduce((sum, c) => sum + 1 + countComments(c.replies ?? []), 0);
}

function setCount(draft: ThreadDraft, numOfComments: number | undefined) {
  if (typeof numOfComments !== 'number') return;
  draft.pages.forEach((page) => {
    page.numOfComments = numOfComments;
  });
}

/** The post's counts a later read gave, on every page, unless the thread has newer ones. */
export function takeNewerPostCounts(draft: ThreadDraft, counts: PostCounts | undefined): void {
  const known = draft.pages[0]?.postCounts?.countsVersion ?? -1;
  if (!counts || counts.countsVersion <= known) return;
  draft.pages.forEach((page) => {
    page.postCounts = counts;
  });
}

/**
 * Puts a comment where it belongs: an edit replaces the text in place (keeping the replies the
 * thread already shows); a reply goes under its parent when the parent is shown; a new top-level
 * comment goes last, but only once the last page is loaded (it belongs after the unread ones) —
 * unless it is `mine`: the writer sees it at once, and `threadComments` drops the copy a later
 * page brings.
 */
export function upsertInThread(
  draft: ThreadDraft,
  comment: CommentDto,
  numOfComments?: number,
  mine = false,
): void {
  setCount(draft, numOfComments);
  const existing = find(draft, comment._id);
  if (existing) {
    existing.comment = comment.comment;
    existing.updatedAt = comment.updatedAt;
    existing.user = comment.user;
    return;
  }
  // A comment new to this thread: without the server's count, it adds itself.
  if (typeof numOfComments !== 'number') {
    setCount(draft, (draft.pages[0]?.numOfComments ?? 0) + countComments([comment]));
  }
  if (comment.parentCommentId) {
    find(draft, comment.parentCommentId)?.replies.push(comment);
    return;
  }
  const last = draft.pages[draft.pages.length - 1];
  if (last && (mine || last.nextCursor === null)) last.data.push(comment);
}

const byTime = (a: CommentDto, b: CommentDto) =>
  a.createdAt === b.createdAt ? (a._id < b._id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * A page of `commentId`'s replies into the thread: those not shown yet join its replies (a push
 * may have brought one already), oldest first, and its cursor moves on to the page's.
 */
export function appendReplies(draft: ThreadDraft, commentId: string, page: RepliesPage): void {
  const parent = find(draft, commentId);
  if (!parent) return;
  const shown = new Set(parent.replies.map((c) => c._id));
  parent.replies.push(...page.data.filter((c) => !shown.has(c._id)));
  parent.replies.sort(byTime);
  parent.repliesCursor = page.nextCursor;
}

/** The top-level comments of the loaded pages, in order, each once. */
export function threadComments(pages: readonly CommentsPage[] | undefined): CommentDto[] {
  const seen = new Set<string>();
  const out: CommentDto[] = [];
  for (const page of pages ?? []) {
    for (const comment of page.data) {
      if (seen.has(comment._id)) continue;
      seen.add(comment._id);
      out.push(comment);
    }
  }
  return out;
}

/** Takes a comment and its replies out; without the server's count, subtracts what left. */
export function removeFromThread(
  draft: ThreadDraft,
  commentId: string,
  numOfComments?: number,
): boolean {
  const take = (list: CommentDto[]): CommentDto | undefined => {
    const index = list.findIndex((c) => c._id === commentId);
    if (index >= 0) return list.splice(index, 1)[0];
    for (const node of list) {
      const found = take(node.replies);
      if (found) return found;
    }
    return undefined;
  };
  let removed: CommentDto | undefined;
  for (const page of draft.pages) {
    removed = take(page.data);
    if (removed) break;
  }
  if (typeof numOfComments === 'number') setCount(draft, numOfComments);
  else if (removed) {
    const left = Math.max(0, (draft.pages[0]?.numOfComments ?? 0) - countComments([removed]));
    setCount(draft, left);
  }
  return !!removed;
}

/** A reply starts with '@' and the user name it answers; this splits that mention off. */
export function splitMention(text: string): { mention: string | null; rest: string } {
  const match = /^@[A-Za-z0-9._]+/.exec(text);
  return match
    ? { mention: match[0], rest: text.slice(match[0].length) }
    : { mention: null, rest: text };
}
