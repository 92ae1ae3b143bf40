import { Emitter } from '@socket.io/component-emitter';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, requestsTo, routeFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { getSocket, type NotificationPushPayload } from '@/shared/api';
import { NotificationsLive } from './NotificationsLive';

/** What the server pushes, as the app's socket hands it to its listeners. */
function push(event: string, payload: unknown) {
  (Emitter.prototype.emit as (event: string, ...args: unknown[]) => unknown).call(
    getSocket(),
    event,
    payload,
  );
}

const LIKE: NotificationPushPayload = {
  unreadCount: 1,
  notification: {
    _id: 'n1',
    type: 'like',
    actor: null,
    othersCount: 0,
    post: { _id: 'p1', title: 'Derby day', thumbnail: null },
    text: 'Ana liked your post',
    read: false,
    createdAt: '2026-11-24T10:00:00.000Z',
  },
};

describe('NotificationsLive', () => {
  it('toasts a new item, and the toast opens what it is about and marks it read', async () => {
    const fetchMock = routeFetch({
      'GET /settings': () =>
        jsonResponse({
          success: true,
          data: {
            privacy: {},
            notifications: { pushNotifications: true },
            profile: {},
            languages: [],
            account_status: { isHibernated: false, hibernatedAt: null },
          },
        }),
      'POST /notifications/read': () => jsonResponse({ success: true, data: { unreadCount: 0 } }),
    });
    const { router } = renderRoutes(
      [
        { path: '/feed', element: <NotificationsLive /> },
        { path: '/elsewhere', element: <NotificationsLive /> },
      ],
      '/elsewhere',
    );
    await waitFor(() => expect(requestsTo(fetchMock, '/settings')).toHaveLength(1));
    await waitFor(() => {
      push('notification', LIKE);
      expect(screen.getByRole('button', { name: 'Ana liked your post' })).toBeInTheDocument();
    });

    fireEvent.click(screen.getByRole('button', { name: 'Ana liked your post' }));
    expect(router.state.location.pathname).toBe('/feed');
    expect(router.state.location.search).toBe('?post=p1');
    await waitFor(() => expect(requestsTo(fetchMock, '/notifications/read')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/notifications/read')[0].json()).toEqual({ ids: ['n1'] });
  });
});
