import type { UserCard } from '../../contracts/users';
import { ItemRow, toNotificationDto } from './notification.mapper';

const row = (overrides: Partial<ItemRow>): ItemRow => ({
  item_id: 'n1',
  type: 'like',
  actor_id: 'u2',
  actors: 1,
  post_id: null,
  post_title: null,
  post_image_key: null,
  post_image_feed_key: null,
  post_public: true,
  comment_id: null,
  comment_text: null,
  community_id: null,
  chat_id: null,
  message_count: 1,
  details: {},
  read: false,
  activity_at: new Date('2026-11-23T06:00:00.000Z'),
  ...overrides,
});
const ann = { _id: 'u2', fullName: 'Ann Lee' } as UserCard;

describe(toNotificationDto.name, () => {
  it('folds the visible likers into the latest one and the others', () => {
    const dto = toNotificationDto(
      row({
        actors: 4,
        post_id: 'p1',
        post_title: 'Derby',
        post_image_key: 'posts/u1/a.png',
        post_image_feed_key: 'posts/u1/a-feed.webp',
      }),
      ann,
      new Map(),
      'me',
    );
    expect(dto).toEqual({
      _id: 'n1',
      type: 'like',
      actor: ann,
      othersCount: 3,
      post: { _id: 'p1', title: 'Derby', thumbnail: '/media/posts/u1/a-feed.webp' },
      text: 'Ann Lee and 3 others liked your post',
      read: false,
      createdAt: '2026-11-23T06:00:00.000Z',
    });
  });

  it('quotes the caption of a liked post that has no picture (a text or video post)', () => {
    const dto = toNotificationDto(
      row({ post_id: 'p2', post_title: 'Three points tonight' }),
      ann,
      new Map(),
      'me',
    );
    expect(dto.text).toBe('Ann Lee liked your post: “Three points tonight”');
    expect(dto.post).toEqual({ _id: 'p2', title: 'Three points tonight', thumbnail: null });
  });

  it('names the community, the chat and the link of the items that have them', () => {
    const join = toNotificationDto(
      row({ type: 'community_join', community_id: 'k1' }),
      ann,
      new Map([['k1', 'Ultras']]),
      'me',
    );
    expect(join).toMatchObject({
      community: { _id: 'k1', name: 'Ultras' },
      text: 'Ann Lee joined your community Ultras',
    });
    const message = toNotificationDto(
      row({ type: 'message', chat_id: 'c1', message_count: 2 }),
      ann,
      new Map(),
      'me',
    );
    expect(message).toMatchObject({ chatId: 'c1', text: 'Ann Lee sent you 2 messages' });
    const exported = toNotificationDto(
      row({
        type: 'data_export_ready',
        actor_id: null,
        actors: null,
        details: { url: 'https://x/y' },
      }),
      undefined,
      new Map(),
      'me',
    );
    expect(exported).toMatchObject({ actor: null, othersCount: 0, url: 'https://x/y' });
  });
});
