import type { RealtimePublisher } from '../../core/realtime/realtime-publisher';
import { ConnectionsListener } from './connections.listener';
import { FollowListener } from '../follow/follow.listener';

describe('people push listeners', () => {
  const publisher = { toUsers: jest.fn() };
  beforeEach(() => publisher.toUsers.mockReset());

  it('pushes connection events to the two users, named by the actor', () => {
    const listener = new ConnectionsListener(publisher as unknown as RealtimePublisher);
    listener.onConnectionChanged({ kind: 'request', actorId: 'a', otherId: 'b' });
    listener.onConnectionChanged({ kind: 'accepted', actorId: 'b', otherId: 'a' });
    listener.onConnectionChanged({ kind: 'disconnected', actorId: 'a', otherId: 'b' });
    expect(publisher.toUsers.mock.calls).toEqual([
      [['b', 'a'], 'connection_request', { requesterId: 'a' }],
      [['a', 'b'], 'connection_accepted', { userId: 'b' }],
      [['b', 'a'], 'connection_disconnected', { userId: 'a' }],
    ]);
  });

  it('pushes follow_update to follower and followed', () => {
    new FollowListener(publisher as unknown as RealtimePublisher).onFollowChanged({
      followerId: 'a',
      followingId: 'b',
      following: false,
    });
    expect(publisher.toUsers).toHaveBeenCalledWith(['a', 'b'], 'follow_update', {
      followerId: 'a',
      followingId: 'b',
      following: false,
    });
  });
});
