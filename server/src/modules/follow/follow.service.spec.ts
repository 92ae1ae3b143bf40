import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import type { UsersService } from '../users/users.service';
import type { VisibilityService } from '../visibility';
import { FollowService } from './follow.service';

const ME = '11111111-1111-4111-8111-111111111111';
const STAR = '22222222-2222-4222-8222-222222222222';

describe(FollowService.name, () => {
  /** `answers` are what successive queries inside the transaction return. */
  function make(answers: unknown[]) {
    const tx = { query: jest.fn() };
    answers.forEach((a) => tx.query.mockResolvedValueOnce(a));
    const db = { transaction: jest.fn((work: (m: typeof tx) => unknown) => work(tx)) };
    const users = { getById: jest.fn().mockResolvedValue({ id: STAR }) };
    const events = { emit: jest.fn() };
    const visibility = { assertCanTie: jest.fn().mockResolvedValue(undefined) };
    const service = new FollowService(
      db as unknown as DataSource,
      users as unknown as UsersService,
      events as unknown as EventEmitter2,
      visibility as unknown as VisibilityService,
    );
    return { service, tx, users, events, visibility };
  }

  it('refuses to follow oneself before touching the database', async () => {
    const { service, users } = make([]);
    const error = await service.follow(ME, ME).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('You cannot follow yourself.');
    expect(users.getById).not.toHaveBeenCalled();
  });

  it('follows when there was no row, and announces it', async () => {
    const { service, events } = make([
      [[], 0],
      [{ '?column?': 1 }],
      [{ followers: 7, following: 3 }],
    ]);
    await expect(service.follow(ME, STAR)).resolves.toEqual({
      following: true,
      numOfFollowers: 7,
      numOfFollowing: 3,
    });
    expect(events.emit).toHaveBeenCalledWith('follow.changed', {
      followerId: ME,
      followingId: STAR,
      following: true,
    });
  });

  it('unfollows when the row existed', async () => {
    const { service, tx, events } = make([
      [[{ '?column?': 1 }], 1],
      [{ followers: 0, following: 0 }],
    ]);
    await expect(service.follow(ME, STAR)).resolves.toMatchObject({ following: false });
    expect(tx.query).toHaveBeenCalledTimes(2);
    expect(events.emit).toHaveBeenCalledWith(
      'follow.changed',
      expect.objectContaining({ following: false }),
    );
  });

  it('says nothing when a parallel request of mine already followed', async () => {
    const { service, events } = make([[[], 0], [], [{ followers: 1, following: 1 }]]);
    await expect(service.follow(ME, STAR)).resolves.toMatchObject({ following: true });
    expect(events.emit).not.toHaveBeenCalled();
  });

  it('follow: true on an author already followed stays following, deletes nothing, pushes nothing', async () => {
    const { service, tx, events } = make([[], [{ followers: 4, following: 2 }]]);
    await expect(service.follow(ME, STAR, true)).resolves.toEqual({
      following: true,
      numOfFollowers: 4,
      numOfFollowing: 2,
    });
    expect(tx.query).toHaveBeenCalledTimes(2);
    expect(String(tx.query.mock.calls[0][0])).toContain('INSERT');
    expect(events.emit).not.toHaveBeenCalled();
  });

  it('follow: false when not following stays not following and pushes nothing', async () => {
    const { service, tx, events } = make([[[], 0], [{ followers: 4, following: 2 }]]);
    await expect(service.follow(ME, STAR, false)).resolves.toMatchObject({ following: false });
    expect(tx.query).toHaveBeenCalledTimes(2);
    expect(events.emit).not.toHaveBeenCalled();
  });
});
