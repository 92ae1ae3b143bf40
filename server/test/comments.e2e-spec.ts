import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTextPost, quickUsers, QuickUser } from './support/posts';
import { connectSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('Comments (e2e)', () => {
  let t: TestApp;
  let author: QuickUser;
  let fan: QuickUser;
  const api = () => request(t.url);
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const comment = (u: QuickUser, body: Record<string, unknown>) =>
    api().post('/api/v1/createComment').set(auth(u)).send(body);
  const count = async (postId: string): Promise<number> => {
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT num_of_comments FROM posts WHERE id = $1', [postId]);
    return row.num_of_comments;
  };

  beforeAll(async () => {
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '0' });
    await resetDatabase(t.app);
    [author, fan] = await quickUsers(t, 2);
  });
  afterAll(() => t.close());

  it('creates trimmed comments and replies to any depth; /viewComments answers the tree, public', async () => {
    const post = await createTextPost(t, author.token);
    const top = await comment(fan, { postId: post._id, comment: '  What a save!  ' }).expect(201);
    expect(top.body).toMatchObject({
      success: true,
      message: 'Comment created',
      data: {
        comment: 'What a save!',
        postId: post._id,
        parentCommentId: null,
        replies: [],
        user: { _id: fan.id, userName: fan.userName, image: null },
      },
    });
    const reply = await comment(author, {
      postId: post._id,
      comment: `@${fan.userName} thanks`,
      parentCommentId: top.body.data._id,
    }).expect(201);
    const deep = await comment(fan, {
      postId: post._id,
      comment: 'deeper',
      parentCommentId: reply.body.data._id,
    }).expect(201);
    const second = await comment(author, {
      postId: post._id,
      comment: 'Second',
      parentCommentId: null,
    }).expect(201);

    const view = await api().post('/api/v1/viewComments').send({ postId: post._id }).expect(200);
    expect(view.body.success).toBe(true);
    const tree = view.body.data;
    expect(tree.map((c: { _id: string }) => c._id)).toEqual([
      top.body.data._id,
      second.body.data._id,
    ]);
    expect(tree[0].replies[0]._id).toBe(reply.body.data._id);
    expect(tree[0].replies[0].replies[0]._id).toBe(deep.body.data._id);
    expect(tree[0].replies[0].replies[0].replies).toEqual([]);
    expect(await count(post._id)).toBe(4);
    const feed = await api().get('/api/v1/getAllPost').expect(200);
    expect(feed.body.data.find((p: { _id: string }) => p._id === post._id).numOfComments).toBe(4);
  });

  it('answers 400 for blank or 201-character comments, 404 for an unknown post or a parent of another post', async () => {
    const post = await createTextPost(t, author.token);
    const otherPost = await createTextPost(t, author.token);
    const blank = await comment(fan, { postId: post._id, comment: '   ' }).expect(400);
    expect(blank.body.message).toBe('Comment cannot be empty.');
    const invisible = await comment(fan, { postId: post._id, comment: '\u200b \u200b' });
    expect([invisible.status, invisible.body.message]).toEqual([400, 'Comment cannot be empty.']);
    const missing = await comment(fan, { postId: post._id }).expect(400);
    expect(missing.body.message).toBe('Comment cannot be empty.');
    const long = await comment(fan, { postId: post._id, comment: 'x'.repeat(201) }).expect(400);
    expect(long.body.message).toBe('Comment must be 200 characters or less.');
    await comment(fan, { postId: post._id, comment: 'x'.repeat(200) }).expect(201);
    const unknown = await comment(fan, { postId: UNKNOWN_ID, comment: 'Hi' }).expect(404);
    expect(unknown.body.message).toBe('Post not found');
    const elsewhere = await comment(fan, { postId: otherPost._id, comment: 'Top' }).expect(201);
    const wrongParent = await comment(fan, {
      postId: post._id,
      comment: 'Reply',
      parentCommentId: elsewhere.body.data._id,
    }).expect(404);
    expect(wrongParent.body.message).toBe('Comment not found');
    await comment(fan, { postId: post._id, comment: 'Reply', parentCommentId: UNKNOWN_ID }).expect(
      404,
    );
    await api()
      .post('/api/v1/createComment')
      .send({ postId: post._id, comment: 'anon' })
      .expect(401);
    await api().post('/api/v1/viewComments').send({ postId: UNKNOWN_ID }).expect(404);
    await api().post('/api/v1/viewComments').send({ postId: 'x' }).expect(400);
    expect(await count(post._id)).toBe(1);
  });

  it('POST /editComment lets the author change the text; 403 for others, 404 unknown, 400 blank', async () => {
    const post = await createTextPost(t, author.token);
    const c = await comment(fan, { postId: post._id, comment: 'Typo' }).expect(201);
    const forbidden = await api()
      .post('/api/v1/editComment')
      .set(auth(author))
      .send({ commentId: c.body.data._id, comment: 'Changed' })
      .expect(403);
    expect(forbidden.body.message).toBe('You can only edit your own comments.');
    await api()
      .post('/api/v1/editComment')
      .set(auth(fan))
      .send({ commentId: c.body.data._id, comment: ' ' })
      .expect(400);
    await api()
      .post('/api/v1/editComment')
      .set(auth(fan))
      .send({ commentId: UNKNOWN_ID, comment: 'Fixed' })
      .expect(404);
    const res = await api()
      .post('/api/v1/editComment')
      .set(auth(fan))
      .send({ commentId: c.body.data._id, comment: ' Fixed ' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Comment updated',
      data: { _id: c.body.data._id, comment: 'Fixed' },
    });
  });

  it('a comment on a post the caller may no longer see is not theirs to edit or delete: 404', async () => {
    const [writer, stranger] = await quickUsers(t, 2);
    const post = await createTextPost(t, writer.token, 'Open for now');
    const mine = await comment(stranger, { postId: post._id, comment: 'Nice one' }).expect(201);
    const edit = (u: QuickUser) =>
      api()
        .post('/api/v1/editComment')
        .set(auth(u))
        .send({ commentId: mine.body.data._id, comment: 'Edited later' });
    // Someone who sees it but did not write it: 403, as before.
    await edit(writer).expect(403);
    await api()
      .put('/api/v1/settings/privacy')
      .set(auth(writer))
      .send({ postVisibility: 'private' })
      .expect(200);
    // The post is hidden from its commenter now: their comment does not exist for them.
    const hidden = await edit(stranger).expect(404);
    expect(hidden.body.message).toBe('Comment not found');
    await api()
      .post('/api/v1/deleteComment')
      .set(auth(stranger))
      .send({ commentId: mine.body.data._id })
      .expect(404);
    // Nor may the stranger (or anyone who may not see it) learn the post exists by editing it.
    const post403 = await api()
      .post('/api/v1/editPost')
      .set(auth(stranger))
      .send({ postId: post._id, title: 'Mine now' })
      .expect(404);
    expect(post403.body.message).toBe('Post not found');
    await api()
      .post('/api/v1/deletePost')
      .set(auth(stranger))
      .send({ postId: post._id })
      .expect(404);
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT comment FROM comments WHERE id = $1', [mine.body.data._id]);
    expect(row.comment).toBe('Nice one');
  });

  it('POST /deleteComment removes the comment with all its replies and fixes the count', async () => {
    const post = await createTextPost(t, author.token);
    const top = await comment(fan, { postId: post._id, comment: 'Top' }).expect(201);
    const r1 = await comment(author, {
      postId: post._id,
      comment: 'r1',
      parentCommentId: top.body.data._id,
    }).expect(201);
    await comment(fan, {
      postId: post._id,
      comment: 'r2',
      parentCommentId: r1.body.data._id,
    }).expect(201);
    await comment(fan, { postId: post._id, comment: 'Other top' }).expect(201);
    expect(await count(post._id)).toBe(4);

    const forbidden = await api()
      .post('/api/v1/deleteComment')
      .set(auth(author))
      .send({ commentId: top.body.data._id })
      .expect(403);
    expect(forbidden.body.message).toBe('You can only delete your own comments.');
    const res = await api()
      .post('/api/v1/deleteComment')
      .set(auth(fan))
      .send({ commentId: top.body.data._id })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Comment deleted',
      // Four comments, then the thread of three went: each row moved the counts once.
      data: { numOfLikes: 0, numOfComments: 1, savedCount: 0, numOfReposts: 0, countsVersion: 7 },
    });
    expect(await count(post._id)).toBe(1);
    const view = await api().post('/api/v1/viewComments').send({ postId: post._id }).expect(200);
    expect(view.body.data.map((c: { comment: string }) => c.comment)).toEqual(['Other top']);
    await api()
      .post('/api/v1/deleteComment')
      .set(auth(fan))
      .send({ commentId: top.body.data._id })
      .expect(404);
    await api().post('/api/v1/deleteComment').set(auth(fan)).send({ commentId: 'x' }).expect(400);
  });

  it('keeps the count exact when many comment at once', async () => {
    const post = await createTextPost(t, author.token);
    const users = await quickUsers(t, 20);
    const answers = await Promise.all(
      users.map((u) => comment(u, { postId: post._id, comment: 'Goal!' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(await count(post._id)).toBe(20);
  });

  it('pushes comment_update to every connected user on create, edit and delete', async () => {
    const post = await createTextPost(t, author.token);
    const socket = connectSocket(t.url, author.token);
    try {
      await waitForSocketEvent(socket, 'connect');
      const created = waitForSocketEvent(socket, 'comment_update');
      const c = await comment(fan, { postId: post._id, comment: 'Live' }).expect(201);
      const commentId = c.body.data._id;
      expect(await created).toEqual({
        postId: post._id,
        commentId,
        parentCommentId: null,
        action: 'created',
      });
      // What a push names can be read alone, with the post's count.
      const one = await api().post('/api/v1/viewComment').send({ commentId }).expect(200);
      expect(one.body.data).toMatchObject({
        comment: { _id: commentId, comment: 'Live', replies: [] },
        numOfComments: 1,
        postCounts: { numOfComments: 1, countsVersion: 1 },
      });
      const edited = waitForSocketEvent(socket, 'comment_update');
      await api()
        .post('/api/v1/editComment')
        .set(auth(fan))
        .send({ commentId, comment: 'Live!' })
        .expect(200);
      expect(await edited).toMatchObject({ commentId, action: 'updated' });
      const deleted = waitForSocketEvent(socket, 'comment_update');
      await api().post('/api/v1/deleteComment').set(auth(fan)).send({ commentId }).expect(200);
      expect(await deleted).toMatchObject({ commentId, action: 'deleted' });
      await api().post('/api/v1/viewComment').send({ commentId }).expect(404);
    } finally {
      socket.disconnect();
    }
  });

  it('pages top-level comments by cursor, oldest first, each with its replies', async () => {
    const post = await createTextPost(t, author.token);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const top = await comment(fan, { postId: post._id, comment: `Top ${i}` }).expect(201);
      ids.push(top.body.data._id);
    }
    // Replies written after later top-level comments still come with their parent.
    const reply = await comment(author, {
      postId: post._id,
      comment: 'Reply to 1',
      parentCommentId: ids[0],
    }).expect(201);
    await comment(fan, {
      postId: post._id,
      comment: 'Reply to the reply',
      parentCommentId: reply.body.data._id,
    }).expect(201);

    const first = await api()
      .post('/api/v1/viewComments')
      .send({ postId: post._id, limit: 2 })
      .expect(200);
    expect(first.body.success).toBe(true);
    expect(first.body.numOfComments).toBe(7);
    expect(first.body.postCounts).toEqual({
      numOfLikes: 0,
      numOfComments: 7,
      savedCount: 0,
      numOfReposts: 0,
      countsVersion: 7,
    });
    expect(first.body.data.map((c: { comment: string }) => c.comment)).toEqual(['Top 1', 'Top 2']);
    expect(first.body.data[0].replies[0]).toMatchObject({
      comment: 'Reply to 1',
      replies: [{ comment: 'Reply to the reply' }],
    });
    expect(typeof first.body.nextCursor).toBe('string');

    const second = await api()
      .post('/api/v1/viewComments')
      .send({ postId: post._id, limit: 2, cursor: first.body.nextCursor })
      .expect(200);
    expect(second.body.data.map((c: { comment: string }) => c.comment)).toEqual(['Top 3', 'Top 4']);
    const last = await api()
      .post('/api/v1/viewComments')
      .send({ postId: post._id, limit: 2, cursor: second.body.nextCursor })
      .expect(200);
    expect(last.body.data.map((c: { comment: string }) => c.comment)).toEqual(['Top 5']);
    expect(last.body.nextCursor).toBeNull();

    // No parameters: the first page in the same shape (never the whole table).
    const all = await api().post('/api/v1/viewComments').send({ postId: post._id }).expect(200);
    expect(all.body.data).toHaveLength(5);
    expect(all.body.nextCursor).toBeNull();

    const bad = await api()
      .post('/api/v1/viewComments')
      .send({ postId: post._id, cursor: 'not-a-cursor' })
      .expect(400);
    expect(bad.body).toMatchObject({ success: false, message: 'Invalid cursor' });
    await api().post('/api/v1/viewComments').send({ postId: post._id, limit: 0 }).expect(400);
    await api().post('/api/v1/viewComment').send({ commentId: 'nope' }).expect(400);
    await api().post('/api/v1/viewComment').send({ commentId: UNKNOWN_ID }).expect(404);
  });

  it('shows three replies a comment, two levels deep, and pages the rest through /viewReplies', async () => {
    const post = await createTextPost(t, author.token);
    const say = async (u: QuickUser, text: string, parentCommentId?: string) =>
      (await comment(u, { postId: post._id, comment: text, parentCommentId }).expect(201)).body.data
        ._id as string;
    const top = await say(author, 'Top');
    const replies: string[] = [];
    for (let i = 1; i <= 7; i += 1) replies.push(await say(i % 2 ? author : fan, `R${i}`, top));
    const second = await say(fan, 'Second level', replies[0]);
    const third = await say(author, 'Third level', second);
    const texts = (list: { comment: string }[]) => list.map((c) => c.comment);

    const page = await api().post('/api/v1/viewComments').send({ postId: post._id }).expect(200);
    expect(page.body.numOfComments).toBe(10);
    const [shown] = page.body.data;
    expect(texts(shown.replies)).toEqual(['R1', 'R2', 'R3']);
    expect(typeof shown.repliesCursor).toBe('string');
    expect(shown.replies[1]).toMatchObject({ replies: [], repliesCursor: null });
    const level2 = shown.replies[0].replies[0];
    expect(level2).toMatchObject({ _id: second, replies: [] });
    expect(typeof level2.repliesCursor).toBe('string');

    const viewReplies = (body: Record<string, unknown>) =>
      api().post('/api/v1/viewReplies').send(body).expect(200);
    // An id in capitals is the same comment.
    const more = await viewReplies({
      commentId: top.toUpperCase(),
      cursor: shown.repliesCursor,
      limit: 2,
    });
    expect(texts(more.body.data)).toEqual(['R4', 'R5']);
    const rest = await viewReplies({ commentId: top, cursor: more.body.nextCursor, limit: 2 });
    expect(texts(rest.body.data)).toEqual(['R6', 'R7']);
    expect(rest.body.nextCursor).toBeNull();
    const deeper = await viewReplies({ commentId: second, cursor: level2.repliesCursor });
    expect(deeper.body.data).toMatchObject([{ _id: third, replies: [], repliesCursor: null }]);
    expect(deeper.body.nextCursor).toBeNull();
    // No cursor: from the first reply, each opened two levels down again.
    const all = await viewReplies({ commentId: top });
    expect(texts(all.body.data)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7']);
    expect(all.body.data[0].replies[0].replies).toMatchObject([{ _id: third }]);

    // The fan's replies are hidden from a user they block, and so is every reply under them.
    const [stranger] = await quickUsers(t, 1);
    await api().post(`/api/v1/settings/block/${stranger.id}`).set(auth(fan)).expect(200);
    const asStranger = (body: Record<string, unknown>) =>
      api().post('/api/v1/viewReplies').set(auth(stranger)).send(body);
    const visible = await asStranger({ commentId: top }).expect(200);
    expect(texts(visible.body.data)).toEqual(['R1', 'R3', 'R5', 'R7']);
    expect(visible.body.data[0]).toMatchObject({ replies: [], repliesCursor: null });
    const hidden = await asStranger({ commentId: second }).expect(404);
    expect(hidden.body).toMatchObject({ success: false, message: 'Comment not found' });
    await asStranger({ commentId: third }).expect(404);
    // What a push names is read under the same rule.
    const readOne = (commentId: string) =>
      api().post('/api/v1/viewComment').set(auth(stranger)).send({ commentId });
    await readOne(third).expect(404);
    const r1 = await readOne(replies[0]).expect(200);
    expect(r1.body.data.comment).toMatchObject({ comment: 'R1', replies: [], repliesCursor: null });

    const bad = await api()
      .post('/api/v1/viewReplies')
      .send({ commentId: top, cursor: 'not-a-cursor' })
      .expect(400);
    expect(bad.body).toMatchObject({ success: false, message: 'Invalid cursor' });
    await api().post('/api/v1/viewReplies').send({ commentId: 'nope' }).expect(400);
    await api().post('/api/v1/viewReplies').send({ commentId: UNKNOWN_ID }).expect(404);
  });
});
