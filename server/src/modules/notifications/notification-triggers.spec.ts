import { Logger } from '@nestjs/common';
import type { EventEmitter2 } from '@nestjs/event-emitter';
import { QueryFailedError } from 'typeorm';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { CommunitiesService } from '../communities/communities.service';
import type { SettingsService } from '../settings/settings.service';
import type { VisibilityService } from '../visibility';
import type { NotificationsRepository } from './notifications.repository';
import { NotificationTriggers } from './notification-triggers';
import type { NotificationsService } from './notifications.service';
import type { PostsService } from '../posts/posts.service';
import type { LoginAlertMailer } from './login-alert-mail';
import type { RealtimePublisher } from '../../core/realtime/realtime-publisher';

/** What pg reports when a row's reference is gone (here: the comment, deleted a moment ago). */
function foreignKeyViolation(): QueryFailedError {
  return new QueryFailedError('INSERT INTO notifications', [], {
    code: '23503',
    message: 'violates foreign key constraint "notifications_comment_id_fkey"',
  } as unknown as Error);
}

function triggers(addSingles: jest.Mock) {
  const emit = jest.fn();
  const subject = new NotificationTriggers(
    { addSingles } as unknown as NotificationsRepository,
    {} as NotificationsService,
    { wantsNotificationsSql: () => 'true' } as unknown as SettingsService,
    // The recipient wants comment notifications, nobody blocked anybody, the post is visible:
    // the conditions go into the item's statement (here, the mocked `addSingles`).
    {
      visibleUser: () => 'true',
      visiblePost: () => 'true',
    } as unknown as VisibilityService,
    {} as CommunitiesService,
    { emit } as unknown as EventEmitter2,
    {} as PostsService,
    {} as LoginAlertMailer,
    { hasSocketsHere: () => true } as unknown as RealtimePublisher,
  );
  return { subject, emit };
}

const comment: DomainEvents['comment.changed'] = {
  action: 'created',
  communityId: null,
  counts: { numOfLikes: 0, numOfComments: 1, savedCount: 0, numOfReposts: 0, countsVersion: 1 },
  commentId: 'c1',
  postId: 'p1',
  postAuthorId: 'author',
  authorId: 'commenter',
  parentCommentId: null,
  parentAuthorId: null,
};

describe(NotificationTriggers.name, () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('makes no item and logs nothing when the comment was deleted before its item was written', async () => {
    const { subject, emit } = triggers(jest.fn().mockRejectedValue(foreignKeyViolation()));
    await subject.onComment(comment);
    expect(emit).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it('still logs a failure that is not a vanished reference', async () => {
    const { subject } = triggers(jest.fn().mockRejectedValue(new Error('connection lost')));
    await subject.onComment(comment);
    expect(logged).toHaveBeenCalledWith('A notification for author failed', expect.any(Error));
  });
});
