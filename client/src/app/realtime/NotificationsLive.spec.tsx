import { Emitter } from '@socket.io/component-emitter';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, requestsTo, routeFetch } from '../../../test/http';
import { settingsAnswer } from '../../../test/settings';
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

function serve() {
  return routeFetch({
    'GET /settings': () => settingsAnswer({ notifications: { pushNotifications: true } }),
    'POST /notifications/read': () => jsonResponse({ success: true, data: { unreadCount: 0 } }),
  });
}

function message(id: string, text: string): NotificationPushPayload {
  return {
    unreadCount: 1,
    notification: {
      _id: id,
      type: 'message',
      actor: null,
      othersCount: 0,
      chatId: 'chat-1',
      text,
      read: false,
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  };
}

describe('NotificationsLive', () => {
  it('toasts a new item, and the toast opens what it is about and marks it read', async () => {
    const fetchMock = serve();
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

  it('messages of one chat share one toast, the latest; none shows on the chats page', async () => {
    const fetchMock = serve();
    const { router } = renderRoutes(
      [
        { path: '/message', element: <NotificationsLive /> },
        { path: '/elsewhere', element: <NotificationsLive /> },
      ],
      '/elsewhere',
    );
    await waitFor(() => expect(requestsTo(fetchMock, '/settings')).toHaveLength(1));
    await waitFor(() => {
      push('notification', message('m1', 'Ana sent you a message'));
      expect(screen.getByRole('button', { name: 'Ana sent you a message' })).toBeInTheDocument();
    });
    push('notification', message('m2', 'Ana sent you 2 messages'));
    expect(
      await screen.findByRole('button', { name: 'Ana sent you 2 messages' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Ana sent you a message' })).toBeNull(),
    );

    await act(() => router.navigate('/message?chat=chat-1'));
    push('notification', message('m3', 'Ana sent you 3 messages'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Ana sent you 3 messages' })).toBeNull();
  });
});
