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
  };
}

describe(buildCommentTree.name, () => {
  it('nests replies to any depth and keeps siblings oldest first', () => {
    const rows = [row('a', null), row('b', 'a'), row('c', null), row('d', 'b'), row('e', 'a')];
    const tree = buildCommentTree(rows);
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
    const tree = buildCommentTree([
      row('child', 'parent'),
      row('parent', null),
      row('lost', 'gone'),
    ]);
    expect(tree.map((n) => n._id)).toEqual(['parent', 'lost']);
    expect(tree[0].replies.map((n) => n._id)).toEqual(['child']);
  });

  it('finds a node anywhere in the tree', () => {
    const tree = buildCommentTree([row('a', null), row('b', 'a'), row('c', 'b')]);
    expect(findInTree(tree, 'c')?.comment).toBe('text c');
    expect(findInTree(tree, 'zz')).toBeUndefined();
  });
});
