import type { VisibilityService } from '../visibility';
import type { RealtimePublisher } from '../../core/realtime/realtime-publisher';
import { RoomDirectory } from '../../core/realtime/room-directory';
import { CommunitiesListener } from './communities.listener';
import { CommentsListener } from '../comments/comments.listener';
import { PostsListener } from '../posts/posts.listener';

function fakePublisher() {
  return {
    toRooms: jest.fn(),
    toUser: jest.fn(),
    joinRoom: jest.fn(),
    leaveRoom: jest.fn(),
    closeRoom: jest.fn(),
  };
}

describe('community push listeners', () => {
  it('moves the member’s sockets in or out of the room, and the count to its members and watchers only', () => {
    const publisher = fakePublisher();
    const listener = new CommunitiesListener(publisher as unknown as RealtimePublisher);
    listener.onMembershipChanged({ communityId: 'c', userId: 'u', member: true, membersCount: 2 });
    listener.onMembershipChanged({ communityId: 'c', userId: 'u', member: false, membersCount: 1 });
    expect(publisher.joinRoom.mock.calls).toEqual([['u', 'community:c']]);
    expect(publisher.leaveRoom.mock.calls).toEqual([['u', 'community:c']]);
    const rooms = ['community:c', 'community-view:c'];
    expect(publisher.toRooms.mock.calls).toEqual([
      [rooms, 'community_update', { communityId: 'c', membersCount: 2 }],
      [rooms, 'community_update', { communityId: 'c', membersCount: 1 }],
    ]);
    // Whether I am a member goes to my own tabs only.
    expect(publisher.toUser.mock.calls).toEqual([
      ['u', 'my_membership', { communityId: 'c', member: true }],
      ['u', 'my_membership', { communityId: 'c', member: false }],
    ]);
  });

  it('announces a deletion to its members and watchers, then empties both rooms', () => {
    const publisher = fakePublisher();
    new CommunitiesListener(publisher as unknown as RealtimePublisher).onDeleted({
      communityId: 'c',
    });
    expect(publisher.toRooms).toHaveBeenCalledWith(
      ['community:c', 'community-view:c'],
      'community_deleted',
      { communityId: 'c' },
    );
    expect(publisher.closeRoom.mock.calls).toEqual([['community:c'], ['community-view:c']]);
  });

  const COUNTS = {
    numOfLikes: 1,
    numOfComments: 4,
    savedCount: 0,
    numOfReposts: 0,
    countsVersion: 9,
  };

  it('sends a post’s pushes, and its comments’, to the audience the visibility rule names', async () => {
    const publisher = { ...fakePublisher(), toAudience: jest.fn() };
    const room = { kind: 'room', room: 'community:c', except: ['b'] };
    const everyone = { kind: 'everyone', except: [] };
    const visibility = {
      audienceOfPost: jest.fn(async ({ communityId }: { communityId: string | null }) =>
        communityId ? room : everyone,
      ),
      audienceOfComment: jest.fn(async () => room),
    };
    const listener = new PostsListener(
      publisher as unknown as RealtimePublisher,
      visibility as unknown as VisibilityService,
    );
    const comments = new CommentsListener(
      publisher as unknown as RealtimePublisher,
      visibility as unknown as VisibilityService,
    );
    await listener.onCreated({ postId: 'p', userId: 'u', communityId: 'c' });
    await listener.onDeleted({ postId: 'q', userId: 'u', communityId: null, notifiedIds: [] });
    await comments.onCommentChanged({
      postId: 'p',
      communityId: 'c',
      postAuthorId: 'u',
      commentId: 'k',
      authorId: 'w',
      parentCommentId: null,
      parentAuthorId: null,
      action: 'created',
      counts: COUNTS,
    });
    expect(visibility.audienceOfPost.mock.calls).toEqual([
      [{ userId: 'u', communityId: 'c' }],
      [{ userId: 'u', communityId: null }],
    ]);
    expect(visibility.audienceOfComment.mock.calls).toEqual([
      [{ userId: 'u', communityId: 'c' }, 'w'],
    ]);
    expect(publisher.toAudience.mock.calls).toEqual([
      [room, 'post_update', { postId: 'p', action: 'created', communityId: 'c', authorId: 'u' }],
      [
        everyone,
        'post_update',
        { postId: 'q', action: 'deleted', communityId: null, authorId: 'u' },
      ],
      [
        room,
        'comment_update',
        { postId: 'p', commentId: 'k', parentCommentId: null, action: 'created' },
      ],
      [room, 'post_counts', { postId: 'p', counts: COUNTS }],
    ]);
    expect(publisher.toRooms).not.toHaveBeenCalled();
  });
});

describe(RoomDirectory.name, () => {
  it('asks every source: all rooms of a user, the first room that takes an id', async () => {
    const directory = new RoomDirectory();
    directory.register({
      roomsOf: async () => ['community:a', 'community:b'],
      roomFor: async (_user, id) => (id === 'a' ? 'community:a' : null),
    });
    directory.register({ roomsOf: async () => ['team:x'], roomFor: async () => 'team:x' });
    expect(await directory.roomsOf('u')).toEqual(['community:a', 'community:b', 'team:x']);
    expect(await directory.roomFor('u', 'a')).toBe('community:a');
    expect(await directory.roomFor('u', 'z')).toBe('team:x');
    expect(await new RoomDirectory().roomFor('u', 'a')).toBeNull();
  });
});
