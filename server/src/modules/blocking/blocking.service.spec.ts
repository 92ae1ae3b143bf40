import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { DataSource } from 'typeorm';
import type { ConnectionsService } from '../connections/connections.service';
import type { FollowService } from '../follow/follow.service';
import type { VisibilityService } from '../visibility';
import { BlockingService } from './blocking.service';

const ME = '11111111-1111-4111-8111-111111111111';
const THEM = '22222222-2222-4222-8222-222222222222';

describe(BlockingService.name, () => {
  function make(inserted: unknown[]) {
    const tx = { query: jest.fn().mockResolvedValue(inserted) };
    const db = {
      query: jest.fn().mockResolvedValue([{ '?column?': 1 }]),
      transaction: jest.fn((work: (m: typeof tx) => unknown) => work(tx)),
    };
    const follows = { removeBetween: jest.fn() };
    const connections = { removeBetween: jest.fn() };
    const events = { emit: jest.fn() };
    const service = new BlockingService(
      db as unknown as DataSource,
      follows as unknown as FollowService,
      connections as unknown as ConnectionsService,
      events as unknown as EventEmitter2,
      {
        lockPair: (m: typeof tx, a: string, b: string) => m.query('lock', [a, b]),
      } as unknown as VisibilityService,
    );
    return { service, db, tx, follows, connections, events };
  }

  it('refuses to block oneself before touching the database', async () => {
    const { service, db } = make([]);
    await expect(service.block(ME, ME)).rejects.toMatchObject({
      status: 400,
      message: 'You cannot block yourself.',
    });
    expect(db.query).not.toHaveBeenCalled();
  });

  it('ends follows and the connection in the block’s transaction, then announces it', async () => {
    const { service, tx, follows, connections, events } = make([{ blocker_id: ME }]);
    await service.block(ME, THEM);
    expect(follows.removeBetween).toHaveBeenCalledWith(tx, ME, THEM);
    expect(connections.removeBetween).toHaveBeenCalledWith(tx, ME, THEM);
    expect(events.emit).toHaveBeenCalledWith('user.blocked', { blockerId: ME, blockedId: THEM });
  });

  it('answers 409 for a second block, removing nothing and announcing nothing', async () => {
    const { service, follows, events } = make([]);
    await expect(service.block(ME, THEM)).rejects.toMatchObject({
      status: 409,
      message: 'User is already blocked',
    });
    expect(follows.removeBetween).not.toHaveBeenCalled();
    expect(events.emit).not.toHaveBeenCalled();
  });
});
