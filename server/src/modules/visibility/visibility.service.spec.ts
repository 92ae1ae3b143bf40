import type { DataSource } from 'typeorm';
import { VisibilityService } from './visibility.service';

/** The comment audience: the post's audience minus the comment author's blocks either way. */
describe('VisibilityService.audienceOfComment', () => {
  function make(postVisibility: string, blocked: string[], connections: string[] = []) {
    const db = {
      query: jest.fn(async (sql: string, params: unknown[] = []) => {
        if (sql.includes('FROM users u JOIN user_settings')) {
          return [
            {
              id: 'author',
              hibernated: false,
              blocked_by_viewer: false,
              blocks_viewer: false,
              connected: false,
              profile_visibility: 'public',
              post_visibility: postVisibility,
              allow_comments: 'everyone',
              allow_messages: 'everyone',
              show_online_status: true,
              show_followers: true,
              blocked: ['x'],
            },
          ];
        }
        if (sql.includes('FROM blocks')) {
          return params[0] === 'commenter' ? blocked.map((id) => ({ id })) : [{ id: 'x' }];
        }
        return connections.map((id) => ({ id }));
      }),
    };
    return new VisibilityService(db as unknown as DataSource);
  }

  // The post author blocked 'x'; the commenter is blocked either way with 'b'.
  it('adds the commenter’s blocks to the exceptions of a public post', async () => {
    const service = make('public', ['b']);
    await expect(
      service.audienceOfComment({ userId: 'author', communityId: null }, 'commenter'),
    ).resolves.toEqual({ kind: 'everyone', except: ['x', 'b'] });
  });

  it('keeps a community post in its room, without the blocked', async () => {
    const service = make('public', ['b']);
    await expect(
      service.audienceOfComment({ userId: 'author', communityId: 'c' }, 'commenter'),
    ).resolves.toEqual({ kind: 'room', room: 'community:c', except: ['x', 'b'] });
  });

  it('drops the blocked from a friends-only audience', async () => {
    const service = make('friends', ['b'], ['b', 'f']);
    await expect(
      service.audienceOfComment({ userId: 'author', communityId: null }, 'commenter'),
    ).resolves.toEqual({ kind: 'users', userIds: ['author', 'f'] });
  });

  it('is the post’s audience when the author comments on their own post', async () => {
    const service = make('private', ['b']);
    await expect(
      service.audienceOfComment({ userId: 'author', communityId: null }, 'author'),
    ).resolves.toEqual({ kind: 'users', userIds: ['author'] });
  });
});
