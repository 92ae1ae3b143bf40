import { randomUUID } from 'node:crypto';
import { decodeTimeCursor as decodeCursor } from '../../core/http/pagination';
import { buildCommentTree, CommentRow, findInTree } from './comment-tree';

let clock = 0;
function row(id: string, parent: string | null): CommentRow {
  clock += 1000;
  return {
    id,
    post_id: 'p',
    parent_comment_id: parent,
    comment: `text ${id}`,
    created_at: new Date(clock),
    updated_at: new Date(clock),
    user_id: 'u',
    user_name: 'striker',
    full_name: 'Striker Nine',
    image_key: null,
    image_public: true,
  };
}

describe(buildCommentTree.name, () => {
  it('nests replies to any depth and keeps siblings oldest first', () => {
    const rows = [row('a', null), row('b', 'a'), row('c', null), row('d', 'b'), row('e', 'a')];
    const tree = buildCommentTree(rows, null);
    expect(tree.map((n) => n._id)).toEqual(['a', 'c']);
    expect(tree[0].replies.map((n) => n._id)).toEqual(['b', 'e']);
    expect(tree[0].replies[0].replies.map((n) => n._id)).toEqual(['d']);
    expect(tree[1].replies).toEqual([]);
    expect(tree[0]).toMatchObject({
      comment: 'text a',
      parentCommentId: null,
      user: { _id: 'u', userName: 'striker', fullName: 'Striker Nine', image: null },
    });
  });

  it('works whatever the row order, and keeps a row whose parent is missing at the top', () => {
    const tree = buildCommentTree(
      [row('child', 'parent'), row('parent', null), row('lost', 'gone')],
      null,
    );
    expect(tree.map((n) => n._id)).toEqual(['parent', 'lost']);
    expect(tree[0].replies.map((n) => n._id)).toEqual(['child']);
  });

  it('shows no row read beyond the page, and gives its parent the cursor after its last reply', () => {
    // Cursors carry ids: these rows have real ones.
    const [a, b, c, d, e] = Array.from({ length: 5 }, () => randomUUID());
    const shownReply = row(b, a);
    const tree = buildCommentTree(
      [
        row(a, null),
        shownReply,
        { ...row(c, a), beyond: true },
        { ...row(d, b), beyond: true },
        row(e, null),
      ],
      null,
    );
    expect(tree.map((n) => n._id)).toEqual([a, e]);
    expect(tree[0].replies.map((n) => n._id)).toEqual([b]);
    expect(decodeCursor(tree[0].repliesCursor as string)).toEqual({
      at: shownReply.created_at,
      id: b,
    });
    // None of b's replies shown: its cursor starts before all of them.
    expect(tree[0].replies[0].replies).toEqual([]);
    expect(decodeCursor(tree[0].replies[0].repliesCursor as string).at.getTime()).toBe(0);
    expect(tree[1].repliesCursor).toBeNull();
  });

  it('finds a node anywhere in the tree', () => {
    const tree = buildCommentTree([row('a', null), row('b', 'a'), row('c', 'b')], null);
    expect(findInTree(tree, 'c')?.comment).toBe('text c');
    expect(findInTree(tree, 'zz')).toBeUndefined();
  });
});
