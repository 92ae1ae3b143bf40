import type { CommentDto } from '../model/types';

/** Every comment of a tree, replies included. */
export function countComments(comments: readonly CommentDto[]): number {
  return comments.reduce((sum, c) => sum + 1 + countComments(c.replies ?? []), 0);
}

/** A reply starts with '@' and the user name it answers; this splits that mention off. */
export function splitMention(text: string): { mention: string | null; rest: string } {
  const match = /^@[A-Za-z0-9._]+/.exec(text);
  return match
    ? { mention: match[0], rest: text.slice(match[0].length) }
    : { mention: null, rest: text };
}
