import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import type { MediaOutbox } from '../../core/storage/media-outbox.service';
import type { AuthService } from '../auth/auth.service';
import type { CommunitiesService } from '../communities/communities.service';
import type { PostsService } from '../posts/posts.service';
import type { UsersService } from '../users/users.service';
import type { VisibilityService } from '../visibility';
import { AccountService } from './account.service';
import type { DataExportStore } from './export/data-export.store';

const me = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const WATCHERS = { kind: 'everyone', except: ['b'] };

function setup() {
  const m = {};
  const db = { transaction: jest.fn((work: (tx: unknown) => Promise<unknown>) => work(m)) };
  const users = {
    setHibernated: jest.fn().mockResolvedValue(new Date('2026-11-01T10:00:00Z')),
    lockForDeletion: jest.fn().mockResolvedValue({ imageKey: 'avatars/me.webp' }),
    deleteInTransaction: jest.fn().mockResolvedValue(undefined),
  };
  const auth = {
    assertPassword: jest.fn().mockResolvedValue(undefined),
    revokeAll: jest.fn().mockResolvedValue(undefined),
    liveSessionIds: jest.fn().mockResolvedValue(['s1']),
    sessionsEnded: jest.fn(),
  };
  const posts = {
    mediaKeysByUser: jest.fn().mockResolvedValue(['posts/mine.png']),
    mediaKeysByCommunity: jest.fn().mockResolvedValue(['posts/theirs.png']),
  };
  const communities = {
    lockOwnedBy: jest.fn().mockResolvedValue({ ids: ['c1'], bannerKeys: ['communities/b.png'] }),
  };
  const exportsStore = { objectKeysOf: jest.fn().mockResolvedValue(['exports/x.zip']) };
  const outbox = { record: jest.fn().mockResolvedValue(undefined), kick: jest.fn() };
  const events = { emit: jest.fn() };
  const visibility = { audienceOfUser: jest.fn().mockResolvedValue(WATCHERS) };
  const service = new AccountService(
    db as unknown as DataSource,
    users as unknown as UsersService,
    auth as unknown as AuthService,
    posts as unknown as PostsService,
    communities as unknown as CommunitiesService,
    exportsStore as unknown as DataExportStore,
    outbox as unknown as MediaOutbox,
    events as unknown as EventEmitter2,
    visibility as unknown as VisibilityService,
  );
  return { m, db, users, auth, outbox, events, visibility, service };
}

describe(AccountService.name, () => {
  it('hibernates: sets the date, ends every session, announces it', async () => {
    const { users, auth, events, service } = setup();
    expect(await service.hibernate(me)).toEqual({
      isHibernated: true,
      hibernatedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(users.setHibernated).toHaveBeenCalledWith(me, expect.any(Date));
    expect(auth.revokeAll).toHaveBeenCalledWith(me);
    expect(events.emit).toHaveBeenCalledWith('account.hibernated', { userId: me });
  });

  it('deletes nothing when the password is wrong', async () => {
    const { db, auth, service } = setup();
    auth.assertPassword.mockRejectedValueOnce(new AppError('FORBIDDEN', 'Incorrect password'));
    await expect(service.deleteAccount(me, 'nope')).rejects.toMatchObject({
      status: 403,
      message: 'Incorrect password',
    });
    expect(db.transaction).not.toHaveBeenCalled();
  });

  it('records every media key in the deletion’s transaction, then closes sockets', async () => {
    const { m, users, outbox, auth, events, visibility, service } = setup();
    await service.deleteAccount(me, 'right');
    expect(outbox.record).toHaveBeenCalledWith(m, [
      'avatars/me.webp',
      'avatars/me-small.webp',
      'communities/b.png',
      'posts/mine.png',
      'posts/theirs.png',
      'exports/x.zip',
    ]);
    expect(users.deleteInTransaction).toHaveBeenCalledWith(m, me);
    expect(outbox.kick).toHaveBeenCalled();
    expect(auth.sessionsEnded).toHaveBeenCalledWith(['s1']);
    expect(events.emit).toHaveBeenCalledWith('community.deleted', { communityId: 'c1' });
    // Who hears it is gone was asked in the transaction, before the cascade took the blocks.
    expect(visibility.audienceOfUser).toHaveBeenCalledWith(me, 'gone', m);
    expect(events.emit).toHaveBeenCalledWith('account.deleted', { userId: me, audience: WATCHERS });
  });
});
