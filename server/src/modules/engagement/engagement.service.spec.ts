import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostsService } from '../posts/posts.service';
import type { VisibilityService } from '../visibility';
import { EngagementService } from './engagement.service';

const me = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const postId = '1c2d3e4f-2f43-4a63-9d3e-0c2b1a9d8e11';

function setup() {
  const m = { query: jest.fn() };
  const db = {
    query: jest.fn(),
    transaction: jest.fn((work: (m: EntityManager) => Promise<unknown>) =>
      work(m as unknown as EntityManager),
    ),
  };
  const posts = { assertVisible: jest.fn().mockResolvedValue(undefined) };
  const events = { emit: jest.fn() };
  const service = new EngagementService(
    db as unknown as DataSource,
    posts as unknown as PostsService,
    events as unknown as EventEmitter2,
    {} as VisibilityService,
  );
  return { m, service, posts, events };
}

describe(EngagementService.name, () => {
  it('likes with an insert and reads the counts the trigger left, in one transaction', async () => {
    const { m, service, events } = setup();
    m.query
      .mockResolvedValueOnce([{ post_id: postId }])
      .mockResolvedValueOnce([{ num_of_likes: 3, user_id: me, community_id: null }]);
    expect(await service.like(me, postId)).toEqual({ numOfLikes: 3 });
    expect(events.emit).toHaveBeenCalledWith(
      'post.engagement.changed',
      expect.objectContaining({
        postId,
        postAuthorId: me,
        actorId: me,
        kind: 'like',
        active: true,
      }),
    );
    expect(m.query.mock.calls[1][0]).toMatch(/^SELECT .* FROM posts WHERE id = \$1$/);
    expect(m.query.mock.calls[1][1]).toEqual([postId]);
  });

  it('answers 409 and counts nothing when the like is already there', async () => {
    const { m, service } = setup();
    m.query.mockResolvedValueOnce([]);
    await expect(service.like(me, postId)).rejects.toMatchObject({
      status: 409,
      message: 'You already liked this post.',
    });
    expect(m.query).toHaveBeenCalledTimes(1);
  });

  it('toggles a save off when it exists, on otherwise', async () => {
    const { m, service } = setup();
    m.query.mockResolvedValueOnce([[{ post_id: postId }], 1]).mockResolvedValueOnce([
      {
        num_of_likes: 3,
        num_of_comments: 1,
        saved_count: 0,
        num_of_reposts: 0,
        counts_version: 7,
      },
    ]);
    expect(await service.toggleSave(me, postId)).toEqual({
      saved: false,
      numOfLikes: 3,
      numOfComments: 1,
      savedCount: 0,
      numOfReposts: 0,
      countsVersion: 7,
    });
    m.query
      .mockResolvedValueOnce([[], 0])
      .mockResolvedValueOnce([{ post_id: postId }])
      .mockResolvedValueOnce([
        {
          num_of_likes: 3,
          num_of_comments: 1,
          saved_count: 1,
          num_of_reposts: 0,
          counts_version: 8,
        },
      ]);
    expect(await service.toggleSave(me, postId)).toEqual({
      saved: true,
      numOfLikes: 3,
      numOfComments: 1,
      savedCount: 1,
      numOfReposts: 0,
      countsVersion: 8,
    });
  });

  it('checks the post is visible to the caller first', async () => {
    const { service, posts } = setup();
    posts.assertVisible.mockRejectedValueOnce(new Error('hidden'));
    await expect(service.toggleRepost(me, postId)).rejects.toThrow('hidden');
  });
});
