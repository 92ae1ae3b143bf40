import type { DataSource, EntityManager } from 'typeorm';
import type { PostsService } from '../posts/posts.service';
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
  const service = new EngagementService(
    db as unknown as DataSource,
    posts as unknown as PostsService,
  );
  return { m, service, posts };
}

describe(EngagementService.name, () => {
  it('likes with an insert and a +1 in one transaction', async () => {
    const { m, service } = setup();
    m.query
      .mockResolvedValueOnce([{ post_id: postId }])
      .mockResolvedValueOnce([[{ num_of_likes: 3 }], 1]);
    expect(await service.like(me, postId)).toEqual({ numOfLikes: 3 });
    expect(m.query.mock.calls[1][0]).toContain('num_of_likes = num_of_likes + $2');
    expect(m.query.mock.calls[1][1]).toEqual([postId, 1]);
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
    m.query
      .mockResolvedValueOnce([[{ post_id: postId }], 1])
      .mockResolvedValueOnce([[{ saved_count: 0 }], 1]);
    expect(await service.toggleSave(me, postId)).toEqual({ saved: false, savedCount: 0 });
    m.query
      .mockResolvedValueOnce([[], 0])
      .mockResolvedValueOnce([{ post_id: postId }])
      .mockResolvedValueOnce([[{ saved_count: 1 }], 1]);
    expect(await service.toggleSave(me, postId)).toEqual({ saved: true, savedCount: 1 });
  });

  it('checks the post is visible to the caller first', async () => {
    const { service, posts } = setup();
    posts.assertVisible.mockRejectedValueOnce(new Error('hidden'));
    await expect(service.toggleRepost(me, postId)).rejects.toThrow('hidden');
  });
});
