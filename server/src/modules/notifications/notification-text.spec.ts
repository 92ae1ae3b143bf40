import {
  describeBrowser,
  notificationText,
  NotificationFacts,
  people,
  preferenceOf,
} from './notification-text';

const facts = (overrides: Partial<NotificationFacts>): NotificationFacts => ({
  type: 'like',
  actorName: 'Ann',
  othersCount: 0,
  messageCount: 1,
  commentText: null,
  postCaption: null,
  communityName: null,
  browser: null,
  address: null,
  ...overrides,
});

describe('notificationText', () => {
  it('speaks Spanish and French, the verb agreeing with the people (ICU plurals)', () => {
    expect(notificationText(facts({}), 'es')).toBe('A Ann le ha gustado tu publicación');
    expect(notificationText(facts({ othersCount: 1 }), 'es')).toBe(
      'A Ann y 1 persona más les ha gustado tu publicación',
    );
    expect(notificationText(facts({ othersCount: 3, postCaption: 'Gol' }), 'fr')).toBe(
      'Ann et 3 autres personnes ont aimé votre publication : « Gol »',
    );
    expect(notificationText(facts({ type: 'follow', actorName: null }), 'fr')).toBe(
      'Quelqu’un a commencé à vous suivre',
    );
    expect(notificationText(facts({ type: 'message', messageCount: 4 }), 'es')).toBe(
      'Ann te ha enviado 4 mensajes',
    );
    expect(notificationText(facts({ type: 'saved_search_match', athleteCount: 1 }), 'fr')).toBe(
      'Un nouvel athlète correspond à votre recherche enregistrée',
    );
    expect(
      notificationText(
        facts({ type: 'login_alert', browser: 'Safari on iOS (mobile)', address: '1.2.3.4' }),
        'es',
      ),
    ).toBe('Nuevo inicio de sesión en tu cuenta desde Safari en iOS (móvil) (1.2.3.4)');
    const restored = (targetType: string) =>
      notificationText(
        facts({
          type: 'moderation_notice',
          moderation: { kind: 'restore', reason: null, actionId: null, targetType },
        }),
        'es',
      );
    expect(restored('comment')).toBe('Tu comentario ha sido restaurado');
    expect(restored('post')).toBe('Tu publicación ha sido restaurada');
  });

  it('folds the people of a like item into one sentence', () => {
    expect(people('Ann', 0)).toBe('Ann');
    expect(notificationText(facts({}))).toBe('Ann liked your post');
    expect(notificationText(facts({ othersCount: 1 }))).toBe('Ann and 1 other liked your post');
    expect(notificationText(facts({ othersCount: 3 }))).toBe('Ann and 3 others liked your post');
  });

  it('quotes the caption of a post without a picture, so likes on two of them read apart', () => {
    expect(notificationText(facts({ postCaption: 'Match\nday  thoughts' }))).toBe(
      'Ann liked your post: “Match day thoughts”',
    );
    expect(notificationText(facts({ postCaption: '' }))).toBe('Ann liked your post');
  });

  it('quotes a comment, flattened and cut to 80 characters', () => {
    expect(notificationText(facts({ type: 'comment', commentText: 'What\n a   goal' }))).toBe(
      'Ann commented on your post: “What a goal”',
    );
    const long = notificationText(facts({ type: 'reply', commentText: 'x'.repeat(200) }));
    expect(long).toBe(`Ann replied to your comment: “${'x'.repeat(79)}…”`);
  });

  it('says every other type in words', () => {
    expect(notificationText(facts({ type: 'follow' }))).toBe('Ann started following you');
    expect(notificationText(facts({ type: 'connection_request' }))).toBe(
      'Ann wants to connect with you',
    );
    expect(notificationText(facts({ type: 'connection_accepted' }))).toBe(
      'Ann accepted your connection request',
    );
    expect(notificationText(facts({ type: 'community_join', communityName: 'Ultras' }))).toBe(
      'Ann joined your community Ultras',
    );
    expect(notificationText(facts({ type: 'message' }))).toBe('Ann sent you a message');
    expect(notificationText(facts({ type: 'message', messageCount: 4 }))).toBe(
      'Ann sent you 4 messages',
    );
    expect(notificationText(facts({ type: 'data_export_ready', actorName: null }))).toBe(
      'Your data download is ready',
    );
    expect(
      notificationText(
        facts({
          type: 'login_alert',
          actorName: null,
          browser: 'Chrome on Linux',
          address: '1.2.3.4',
        }),
      ),
    ).toBe('New login to your account from Chrome on Linux (1.2.3.4)');
    expect(notificationText(facts({ type: 'login_alert', actorName: null }))).toBe(
      'New login to your account',
    );
  });
});

describe('describeBrowser', () => {
  it('names the browser and the system of common agents', () => {
    expect(
      describeBrowser(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      describeBrowser('Mozilla/5.0 (Windows NT 10.0; rv:121.0) Gecko/20100101 Firefox/121.0'),
    ).toBe('Firefox on Windows');
    expect(describeBrowser('curl/8.0')).toBe('curl/8.0');
    expect(describeBrowser(null)).toBeNull();
  });
});

describe('preferenceOf', () => {
  it('maps each type to the preference that turns it off', () => {
    expect(preferenceOf('like')).toBe('likeNotifications');
    expect(preferenceOf('reply')).toBe('commentNotifications');
    expect(preferenceOf('connection_accepted')).toBe('followNotifications');
    expect(preferenceOf('message')).toBe('messageNotifications');
    expect(preferenceOf('login_alert')).toBeNull();
  });
});
