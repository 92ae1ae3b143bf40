import type { Emitter } from '@socket.io/component-emitter';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { jsonResponse, makeJwt, requestsTo, routeFetch } from '../../../test/http';
import { makePost } from '../../../test/posts';
import { settingsAnswer } from '../../../test/settings';
import { sessionExpired } from '@/shared/model';
import { ThemeSync } from '../theme/ThemeSync';
import { setupStore } from '../model/store';
import { createRoutes } from './router';

// A server that takes the socket at once: the unread counts are read once it is connected.
jest.mock('@/shared/api/socketClient', () => {
  const { Emitter: Base } = jest.requireActual<{ Emitter: typeof Emitter }>(
    '@socket.io/component-emitter',
  );
  return {
    createSocketIoClient: () =>
      Object.assign(new Base(), {
        connected: false,
        active: false,
        onAny: () => undefined,
        emit: () => undefined,
        connect() {
          this.active = true;
          this.connected = true;
          queueMicrotask(() => Base.prototype.emit.call(this, 'connect'));
        },
        disconnect() {
          this.active = false;
          this.connected = false;
        },
      }),
  };
});

const USER = { _id: 'u1', userName: 'ana', fullName: 'Ana Lopez', image: null, isActive: true };

function logIn() {
  localStorage.setItem('token', makeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }));
  localStorage.setItem('user', JSON.stringify(USER));
}

function renderApp(path: string) {
  const store = setupStore({ navigate: (to) => void router.navigate(to, { replace: true }) });
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  render(
    <Provider store={store}>
      <ThemeSync />
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { router, store };
}

const currentUser = () => jsonResponse({ success: true, data: USER });

beforeEach(() => {
  routeFetch({ 'POST /findCurrentUser': currentUser });
});

const sidebar = () => within(screen.getByRole('complementary', { name: 'Sidebar' }));

/** Pages and the layout are lazy chunks: wait until the signed-in area is on screen. */
const layoutShown = () => screen.findByRole('complementary', { name: 'Sidebar' });

describe('route table', () => {
  afterEach(() => document.body.classList.remove('dark'));

  it.each(['/', '/login'])('shows the login page at %s to a guest', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the signup page at /signup', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(
      screen.getAllByText('Share your game, follow the action, and celebrate the sport you love.')
        .length,
    ).toBeGreaterThan(0);
  });

  it('sends a guest who opens a protected route to /login', async () => {
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/', '/login', '/signup'])('sends a logged-in user at %s to /feed', async (path) => {
    logIn();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feed');
  });

  it('shows a signed-in reader the feed from one read of its first page, asked before the page renders', async () => {
    let pageShownWhenAsked: boolean | undefined;
    const fetchMock = routeFetch({
      'POST /findCurrentUser': currentUser,
      'GET /getAllPost': () => {
        pageShownWhenAsked ??= screen.queryByRole('heading', { name: 'Home feed' }) !== null;
        return jsonResponse({
          success: true,
          data: [makePost({ title: 'Derby day' })],
          nextCursor: null,
        });
      },
    });
    logIn();
    renderApp('/feed');
    expect(await screen.findByText('Derby day')).toBeInTheDocument();
    // The route's loader asked, not the page's query after React had rendered the page...
    expect(pageShownWhenAsked).toBe(false);
    // ...which then joined that read instead of asking again.
    expect(requestsTo(fetchMock, '/getAllPost')).toHaveLength(1);
  });

  it('reads no feed for a guest who opens /feed', async () => {
    const fetchMock = routeFetch({});
    const { router } = renderApp('/feed');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(requestsTo(fetchMock, '/getAllPost')).toHaveLength(0);
  });

  it('opens a settings view from the grouped list and comes back to it', async () => {
    logIn();
    renderApp('/settings');
    const content = within(await screen.findByRole('main'));
    expect(await content.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    fireEvent.click(content.getByRole('button', { name: /Verification Settings/ }));
    expect(
      await content.findByText('Update your phone number or email for account verification'),
    ).toBeInTheDocument();
    fireEvent.click(content.getByRole('button', { name: /Back to Settings/ }));
    expect(await content.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(content.getByRole('switch', { name: /Dark Mode/ })).toBeInTheDocument();
  });

  it('closes Settings back to the page it was opened from', async () => {
    logIn();
    const { router } = renderApp('/notifications');
    await layoutShown();
    await act(() => router.navigate('/settings'));
    const content = within(await screen.findByRole('main'));
    fireEvent.click(await content.findByRole('button', { name: 'Close settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('closes Settings opened in a new tab to /feed rather than out of the app', async () => {
    logIn();
    const { router } = renderApp('/settings');
    const content = within(await screen.findByRole('main'));
    fireEvent.click(await content.findByRole('button', { name: 'Close settings' }));
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feed');
  });

  it.each(['/message', '/messages'])(
    'opens the Messages screen at %s, with the unread total on the Messages entries',
    async (path) => {
      logIn();
      routeFetch({
        'POST /findCurrentUser': currentUser,
        'GET /messages/chats': () => jsonResponse({ success: true, chats: [], nextCursor: null }),
        'GET /messages/unread-count': () =>
          jsonResponse({ success: true, data: { unreadCount: 3 } }),
      });
      renderApp(path);
      const content = within(await screen.findByRole('main'));
      expect(await content.findByRole('heading', { name: 'Chats' })).toBeInTheDocument();
      expect(await content.findByText('No chats yet.')).toBeInTheDocument();
      expect(content.getByText('Select a chat to start messaging')).toBeInTheDocument();
      const entry = sidebar().getByRole('link', { name: /Messages/ });
      expect(await within(entry).findByText('3')).toBeInTheDocument();
      const bottom = within(screen.getByRole('navigation', { name: 'Bottom navigation' }));
      expect(
        within(bottom.getByRole('link', { name: /Messages/ })).getByText('3'),
      ).toBeInTheDocument();
    },
  );

  it("shows the notifications page at /notifications, with 'No notifications yet.' when empty", async () => {
    logIn();
    routeFetch({
      'POST /findCurrentUser': currentUser,
      'GET /notifications': () => jsonResponse({ success: true, data: [], nextCursor: null }),
      'GET /notifications/unread-count': () =>
        jsonResponse({ success: true, data: { unreadCount: 0 } }),
    });
    renderApp('/notifications');
    const content = within(await screen.findByRole('main'));
    expect(await content.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(await content.findByText('No notifications yet.')).toBeInTheDocument();
    expect(content.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('lists notifications, unread ones marked, each linking to what it is about', async () => {
    logIn();
    const actor = { ...USER, _id: 'u2', fullName: 'Ben Cole' };
    const item = (over: Record<string, unknown>) => ({
      actor,
      othersCount: 0,
      read: false,
      createdAt: new Date().toISOString(),
      ...over,
    });
    routeFetch({
      'POST /findCurrentUser': currentUser,
      'GET /notifications': () =>
        jsonResponse({
          success: true,
          nextCursor: null,
          data: [
            item({
              _id: 'n1',
              type: 'comment',
              post: { _id: 'p1', title: 'Derby', thumbnail: '/media/p1.webp' },
              text: 'Ben Cole commented on your post: “Wow”',
            }),
            item({ _id: 'n2', type: 'follow', text: 'Ben Cole started following you', read: true }),
            item({
              _id: 'n3',
              type: 'connection_request',
              text: 'Ben Cole wants to connect with you',
            }),
          ],
        }),
      'GET /notifications/unread-count': () =>
        jsonResponse({ success: true, data: { unreadCount: 2 } }),
    });
    renderApp('/notifications');
    const list = within(await screen.findByRole('list', { name: 'Notifications list' }));
    expect(list.getByRole('link', { name: /commented on your post/ })).toHaveAttribute(
      'href',
      '/feed?post=p1',
    );
    expect(list.getByRole('link', { name: /started following you/ })).toHaveAttribute(
      'href',
      '/profile/u2',
    );
    expect(list.getByRole('link', { name: /wants to connect/ })).toHaveAttribute(
      'href',
      '/connections',
    );
    expect(list.getAllByLabelText('Unread')).toHaveLength(2);
    expect(list.getAllByText('just now')).toHaveLength(3);
    // The top bar and the sidebar both say how many are unread.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Notifications, 2 unread' })).toHaveLength(2),
    );
  });

  it("shows 'Page not Found' with a Home link for unknown paths", async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/feed');
  });
});

describe('main layout', () => {
  afterEach(() => document.body.classList.remove('dark'));

  it('links the sidebar entries to their routes', async () => {
    logIn();
    renderApp('/feed');
    await layoutShown();
    const expected: Record<string, string> = {
      Home: '/feed',
      Networking: '/networking',
      Messages: '/message',
      Notifications: '/notifications',
      Profile: '/user',
      Communities: '/community',
      Settings: '/settings',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(sidebar().getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('links the mobile bars to their routes', async () => {
    logIn();
    renderApp('/feed');
    await layoutShown();
    const bottom = within(screen.getByRole('navigation', { name: 'Bottom navigation' }));
    const expected: Record<string, string> = {
      Search: '/search',
      Reels: '/reels',
      Create: '/create',
      Messages: '/messages',
      Home: '/feed',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(bottom.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The top bar's bell (the sidebar has the other).
    const bells = screen.getAllByRole('link', { name: 'Notifications' });
    expect(bells).toHaveLength(2);
    bells.forEach((bell) => expect(bell).toHaveAttribute('href', '/notifications'));
    const teamLink = screen.getByRole('link', { name: 'SportsNet team site' });
    expect(teamLink).toHaveAttribute('target', '_blank');
    expect(teamLink.getAttribute('rel')).toContain('noopener');
  });

  it('opens the create-post dialog from the sidebar without changing route and closes it', async () => {
    logIn();
    const { router } = renderApp('/feed');
    await layoutShown();
    const user = userEvent.setup();

    await user.click(sidebar().getByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a new Post' });
    expect(within(dialog).getByLabelText('Caption')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feed');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the dialog over the feed at /create and lands on /feed when closed', async () => {
    logIn();
    const { router } = renderApp('/create');
    const dialog = await screen.findByRole('dialog', { name: 'Create a new Post' });

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(router.state.location.pathname).toBe('/feed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toggles dark mode on the body and remembers it', async () => {
    logIn();
    renderApp('/feed');
    await layoutShown();
    expect(document.body).not.toHaveClass('dark');

    await userEvent.setup().click(sidebar().getByRole('button', { name: 'Dark mode' }));

    expect(document.body).toHaveClass('dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
  });

  it("logs out: calls the server, clears storage, toasts 'Logged Out' and goes to /", async () => {
    logIn();
    const fetchMock = routeFetch({
      'POST /findCurrentUser': currentUser,
      'POST /logout': () => jsonResponse({ success: true, message: 'Logged out' }),
    });
    const { router } = renderApp('/feed');
    await layoutShown();

    await userEvent.setup().click(sidebar().getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    const [request] = requestsTo(fetchMock, '/api/v1/logout');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('logs out locally even when the server call fails', async () => {
    logIn();
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { router } = renderApp('/settings');
    await layoutShown();

    await userEvent.setup().click(sidebar().getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a revoked token (401 INVALID_TOKEN on load) ends the session with a toast', async () => {
    logIn();
    routeFetch({
      'POST /findCurrentUser': () =>
        jsonResponse(
          { success: false, message: 'Your session has ended.', code: 'INVALID_TOKEN' },
          401,
        ),
    });
    const { router } = renderApp('/settings');

    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it.each([
    {
      view: 'profile',
      save: 'PUT /settings/profile',
      failure: 'Could not update profile',
      edit: async (main: ReturnType<typeof within>) =>
        userEvent.type(await main.findByLabelText('Bio'), 'Keeper'),
    },
    {
      view: 'notifications',
      save: 'PUT /settings/notifications',
      failure: 'Could not update notification settings',
      edit: async (main: ReturnType<typeof within>) =>
        userEvent.click(await main.findByRole('switch', { name: /SMS Notifications/ })),
    },
  ])(
    'a save on /settings?view=$view that meets a revoked token says only that the session expired',
    async ({ view, save, failure, edit }) => {
      logIn();
      routeFetch({
        'POST /findCurrentUser': currentUser,
        'GET /settings': () =>
          settingsAnswer({
            profile: { fullName: 'Ana Lopez', bio: null, website: null, location: null },
            notifications: { emailNotifications: true, smsNotifications: false },
          }),
        [save]: () =>
          jsonResponse(
            { success: false, message: 'Your session has ended.', code: 'INVALID_TOKEN' },
            401,
          ),
      });
      const { router } = renderApp(`/settings?view=${view}`);
      const main = within(await screen.findByRole('main'));
      await edit(main);
      await userEvent.click(main.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      // The request the session's end cut off has nothing of its own to say.
      expect(screen.queryByText('Aborted')).not.toBeInTheDocument();
      expect(screen.queryByText(failure)).not.toBeInTheDocument();
    },
  );

  it('on session expiry toasts and returns to /', async () => {
    logIn();
    const { router, store } = renderApp('/feed');
    await layoutShown();

    act(() => {
      localStorage.clear();
      store.dispatch(sessionExpired());
    });

    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
