import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { DataSource } from 'typeorm';
import type { StoredMedia } from '../../core/storage/media-upload';
import type { MediaOutbox } from '../../core/storage/media-outbox.service';
import { CommunitiesService } from '../communities/communities.service';
import { VisibilityService } from '../visibility';
import { PostsService } from './posts.service';

const me = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const someone = '0b8f2a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const postId = '1c2d3e4f-2f43-4a63-9d3e-0c2b1a9d8e11';

function setup() {
  const query = jest.fn();
  const db = {
    query,
    transaction: jest.fn((work: (m: unknown) => Promise<unknown>) => work({ query })),
  };
  const outbox = { record: jest.fn().mockResolvedValue(undefined), kick: jest.fn() };
  const events = { emit: jest.fn() };
  const communities = new CommunitiesService(
    db as unknown as DataSource,
    outbox as unknown as MediaOutbox,
    events as unknown as EventEmitter2,
  );
  const visibility = new VisibilityService(db as unknown as DataSource);
  const service = new PostsService(
    db as unknown as DataSource,
    communities,
    visibility,
    outbox as unknown as MediaOutbox,
    events as unknown as EventEmitter2,
  );
  return { db, outbox, events, service, communities };
}

const image: StoredMedia = { kind: 'image', key: 'posts/a.png', variantKey: 'posts/a-feed.webp' };

describe(PostsService.name, () => {
  it('wants an image in a community post, then a known community (404) the author is in (403)', async () => {
    const { service, db } = setup();
    await expect(
      service.create(me, { title: 'x', communityId: someone }, null),
    ).rejects.toMatchObject({ status: 400, message: 'Missing title or image' });
    await expect(
      service.create(
        me,
        { title: 'x', communityId: someone },
        { kind: 'video', key: 'posts/a.mp4', variantKey: null },
      ),
    ).rejects.toMatchObject({ status: 415, message: 'Community posts take a PNG or JPEG image.' });
    expect(db.query).not.toHaveBeenCalled();

    db.query.mockResolvedValueOnce([]);
    await expect(
      service.create(me, { title: 'x', communityId: someone }, image),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Community not found',
    });
    db.query.mockResolvedValueOnce([{ '?column?': 1 }]).mockResolvedValueOnce([]);
    await expect(
      service.create(me, { title: 'x', communityId: someone }, image),
    ).rejects.toMatchObject({
      status: 403,
      message: 'You must join this community to post.',
    });
  });

  it('lets only the author delete, records the media objects in the outbox and announces it', async () => {
    const { service, db, outbox, events } = setup();
    db.query.mockResolvedValueOnce([]);
    await expect(service.delete(me, postId)).rejects.toMatchObject({
      status: 404,
      message: 'Post not found',
    });
    db.query.mockResolvedValueOnce([{ user_id: someone, community_id: null }]);
    await expect(service.delete(me, postId)).rejects.toMatchObject({
      status: 403,
      message: 'You can only delete your own posts.',
    });
    expect(outbox.record).not.toHaveBeenCalled();

    db.query.mockResolvedValueOnce([{ user_id: me, community_id: someone }]).mockResolvedValueOnce([
      [
        {
          image_key: 'posts/a.png',
          image_feed_key: 'posts/a-feed.webp',
          video_key: null,
          community_id: someone,
          notified: [me],
        },
      ],
      1,
    ]);
    await service.delete(me, postId);
    expect(outbox.record).toHaveBeenCalledWith({ query: db.query }, [
      'posts/a.png',
      'posts/a-feed.webp',
      null,
    ]);
    expect(outbox.kick).toHaveBeenCalled();
    expect(events.emit).toHaveBeenCalledWith('post.deleted', {
      postId,
      userId: me,
      communityId: someone,
      notifiedIds: [me],
    });
  });

  it('counts a user’s posts', async () => {
    const { service, db } = setup();
    db.query.mockResolvedValueOnce([{ n: 7 }]);
    expect(await service.countByUser(me)).toBe(7);
  });
});
