import type { NotificationDto } from '../model/types';
import { notificationTarget } from './notificationTarget';
import { badgeText } from '@/shared/lib';
import { notificationsLabel } from './unreadLabel';

const base: NotificationDto = {
  _id: 'n1',
  type: 'like',
  actor: null,
  othersCount: 0,
  text: '',
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('notificationTarget', () => {
  it('opens what each item is about', () => {
    const post = { _id: 'p1', title: 'Derby', thumbnail: null };
    expect(notificationTarget({ ...base, type: 'like', post })).toEqual({ to: '/feed?post=p1' });
    expect(notificationTarget({ ...base, type: 'reply', post })).toEqual({ to: '/feed?post=p1' });
    expect(
      notificationTarget({
        ...base,
        type: 'follow',
        actor: { _id: 'u2' } as NotificationDto['actor'],
      }),
    ).toEqual({ to: '/profile/u2' });
    expect(notificationTarget({ ...base, type: 'connection_request' })).toEqual({
      to: '/connections',
    });
    expect(notificationTarget({ ...base, type: 'message', chatId: 'c1' })).toEqual({
      to: '/message?chat=c1',
    });
    expect(
      notificationTarget({
        ...base,
        type: 'community_join',
        community: { _id: 'k1', name: 'Ultras' },
      }),
    ).toEqual({ to: '/community/k1' });
    expect(
      notificationTarget({ ...base, type: 'data_export_ready', url: 'https://x.test/a.zip' }),
    ).toEqual({ href: 'https://x.test/a.zip' });
    expect(notificationTarget({ ...base, type: 'login_alert' })).toEqual({ to: '/settings' });
  });
});

describe('unread labels', () => {
  it('reads the count, capped at 99+, and nothing at 0', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
    expect(notificationsLabel(0)).toBe('Notifications');
    expect(notificationsLabel(2)).toBe('Notifications, 2 unread');
  });
});
