import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { DataSource } from 'typeorm';
import type { StorageService } from '../../core/storage/storage.service';
import { CommunitiesService } from '../communities/communities.service';
import { PostsService } from './posts.service';

const me = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const someone = '0b8f2a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const postId = '1c2d3e4f-2f43-4a63-9d3e-0c2b1a9d8e11';

function setup() {
  const db = { query: jest.fn() };
  const storage = { delete: jest.fn().mockResolvedValue(undefined) };
  const events = { emit: jest.fn() };
  const communities = new CommunitiesService(db as unknown as DataSource);
  const service = new PostsService(
    db as unknown as DataSource,
    communities,
    storage as unknown as StorageService,
    events as unknown as EventEmitter2,
  );
  return { db, storage, events, service, communities };
}

describe(PostsService.name, () => {
  it('refuses a post into an unknown community (404) or one the author is not in (403)', async () => {
    const { service, db } = setup();
    db.query.mockResolvedValueOnce([]);
    await expect(
      service.create(me, { title: 'x', communityId: someone }, null),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Community not found',
    });
    db.query.mockResolvedValueOnce([{ '?column?': 1 }]).mockResolvedValueOnce([]);
    await expect(
      service.create(me, { title: 'x', communityId: someone }, null),
    ).rejects.toMatchObject({
      status: 403,
      message: 'You must join this community to post.',
    });
  });

  it('lets only the author delete, then removes the media objects and announces it', async () => {
    const { service, db, storage, events } = setup();
    db.query.mockResolvedValueOnce([]);
    await expect(service.delete(me, postId)).rejects.toMatchObject({
      status: 404,
      message: 'Post not found',
    });
    db.query.mockResolvedValueOnce([{ user_id: someone }]);
    await expect(service.delete(me, postId)).rejects.toMatchObject({
      status: 403,
      message: 'You can only delete your own posts.',
    });
    expect(storage.delete).not.toHaveBeenCalled();

    db.query
      .mockResolvedValueOnce([{ user_id: me }])
      .mockResolvedValueOnce([
        [{ image_key: 'posts/a.png', image_feed_key: 'posts/a-feed.webp', video_key: null }],
        1,
      ]);
    await service.delete(me, postId);
    expect(storage.delete.mock.calls.map((c) => c[0]).sort()).toEqual([
      'posts/a-feed.webp',
      'posts/a.png',
    ]);
    expect(events.emit).toHaveBeenCalledWith('post.deleted', { postId, userId: me });
  });

  it('pages the feed by keyset: the cursor becomes a (created_at, id) bound, limit + 1 rows are read', async () => {
    const { service, db } = setup();
    db.query.mockResolvedValueOnce([]);
    await service.feed(null, {});
    const [sqlFirst, paramsFirst] = db.query.mock.calls[0];
    expect(sqlFirst).toContain('ORDER BY p.created_at DESC, p.id DESC');
    expect(sqlFirst).toContain('p.community_id IS NULL');
    expect(paramsFirst).toEqual([null, 21]);

    const at = new Date('2026-01-01T00:00:00.000Z');
    const cursor = Buffer.from(`${at.getTime()}|${postId}`).toString('base64url');
    db.query.mockResolvedValueOnce([]);
    await service.feed(me, { limit: 5, cursor });
    const [sql, params] = db.query.mock.calls[1];
    expect(sql).toContain('(p.created_at, p.id) < ($2, $3::uuid)');
    expect(sql).toContain('community_members');
    expect(params).toEqual([me, at, postId, 6]);
  });

  it('counts a user’s posts', async () => {
    const { service, db } = setup();
    db.query.mockResolvedValueOnce([{ n: 7 }]);
    expect(await service.countByUser(me)).toBe(7);
  });
});
