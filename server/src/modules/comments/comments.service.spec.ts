import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { DataSource, EntityManager } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import type { VisibilityService } from '../visibility';
import { CommentsService } from './comments.service';

const me = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const postId = '1c2d3e4f-2f43-4a63-9d3e-0c2b1a9d8e11';
const someone = '0b8f2a52-2f43-4a63-9d3e-0c2b1a9d8e11';

function setup(cooldown: string) {
  const m = { query: jest.fn() };
  const db = {
    query: jest.fn(),
    transaction: jest.fn((work: (m: EntityManager) => Promise<unknown>) =>
      work(m as unknown as EntityManager),
    ),
  };
  const events = { emit: jest.fn() };
  const visibility = {
    assertCanSeePost: jest.fn().mockResolvedValue({ userId: someone, communityId: null }),
    assertCanInteract: jest.fn().mockResolvedValue(undefined),
    sees: jest.fn().mockResolvedValue(true),
    visibleComment: () => 'true',
  };
  const service = new CommentsService(
    db as unknown as DataSource,
    loadConfig({ COMMENT_COOLDOWN_SECONDS: cooldown }),
    events as unknown as EventEmitter2,
    visibility as unknown as VisibilityService,
  );
  return { m, db, service, events };
}

describe(CommentsService.name, () => {
  it('answers 429 with the seconds left while the cooldown runs, and announces nothing', async () => {
    const { m, service, events } = setup('10');
    m.query.mockResolvedValueOnce([]).mockResolvedValueOnce([{ wait: 7 }]);
    await expect(service.create(me, { postId, comment: 'hi' })).rejects.toMatchObject({
      status: 429,
      message: 'Please wait 7 seconds before commenting again.',
      extra: { retryAfter: 7 },
    });
    expect(events.emit).not.toHaveBeenCalled();
  });

  it('skips the cooldown when it is 0 and answers 404 for a parent on another post', async () => {
    const { m, service } = setup('0');
    m.query
      .mockResolvedValueOnce([{ community_id: null, user_id: someone }])
      .mockResolvedValueOnce([]);
    await expect(
      service.create(me, { postId, comment: 'hi', parentCommentId: me }),
    ).rejects.toMatchObject({ status: 404, message: 'Comment not found' });
    // The post row is locked first; the count itself moves by trigger with the comment row.
    expect(m.query.mock.calls[0][0]).toContain('FOR NO KEY UPDATE');
  });

  it('lets only the author delete, and answers the new count', async () => {
    const { m, db, service, events } = setup('0');
    db.query.mockResolvedValueOnce([{ user_id: postId, post_id: postId }]);
    await expect(service.delete(me, 'c1')).rejects.toMatchObject({ status: 403 });
    db.query.mockResolvedValueOnce([
      {
        user_id: me,
        post_id: postId,
        community_id: null,
        post_author_id: someone,
        parent_comment_id: 'c0',
        parent_author_id: someone,
      },
    ]);
    m.query
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([[{ id: 'c1' }], 1])
      .mockResolvedValueOnce([
        {
          num_of_likes: 5,
          num_of_comments: 2,
          saved_count: 1,
          num_of_reposts: 0,
          counts_version: 12,
        },
      ]);
    expect(await service.delete(me, 'c1')).toEqual({
      numOfLikes: 5,
      numOfComments: 2,
      savedCount: 1,
      numOfReposts: 0,
      countsVersion: 12,
    });
    // The push names the comment and what happened, so open threads patch instead of reloading.
    expect(events.emit).toHaveBeenCalledWith('comment.changed', {
      postId,
      communityId: null,
      postAuthorId: someone,
      commentId: 'c1',
      authorId: me,
      parentCommentId: 'c0',
      parentAuthorId: someone,
      action: 'deleted',
      counts: {
        numOfLikes: 5,
        numOfComments: 2,
        savedCount: 1,
        numOfReposts: 0,
        countsVersion: 12,
      },
    });
  });
});
