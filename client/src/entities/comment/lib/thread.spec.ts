import { makeComment } from '../../../../test/posts';
import { appendReplies, type ThreadDraft } from './thread';

const at = (n: number) => `2026-11-0${n}T10:00:00.000Z`;
const reply = (n: number) =>
  makeComment({ _id: `r${n}`, comment: `Reply ${n}`, parentCommentId: 'c1', createdAt: at(n) });

function draftWith(replies = [reply(1), reply(4)]): ThreadDraft {
  const top = makeComment({ _id: 'c1', replies, repliesCursor: 'after-r1' });
  const postCounts = {
    numOfLikes: 0,
    numOfComments: 3,
    savedCount: 0,
    numOfReposts: 0,
    countsVersion: 3,
  };
  return {
    pages: [{ success: true, data: [top], nextCursor: null, numOfComments: 3, postCounts }],
  };
}

describe(appendReplies.name, () => {
  it('adds the replies not shown yet, oldest first, and moves the cursor on', () => {
    // r4 came by push before its page was read: it shows once, after the older r2 and r3.
    const draft = draftWith();
    appendReplies(draft, 'c1', {
      success: true,
      data: [reply(2), reply(3), reply(4)],
      nextCursor: 'x',
    });
    const [top] = draft.pages[0].data;
    expect(top.replies.map((c) => c._id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(top.repliesCursor).toBe('x');

    appendReplies(draft, 'c1', { success: true, data: [], nextCursor: null });
    expect(draft.pages[0].data[0].repliesCursor).toBeNull();
  });

  it('leaves the thread alone when the comment is no longer in it', () => {
    const draft = draftWith();
    appendReplies(draft, 'gone', { success: true, data: [reply(2)], nextCursor: null });
    expect(draft.pages[0].data[0].replies.map((c) => c._id)).toEqual(['r1', 'r4']);
  });
});
