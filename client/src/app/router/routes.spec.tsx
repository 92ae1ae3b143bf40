import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { jsonResponse, makeJwt, requestsTo, routeFetch } from '../../../test/http';
import { sessionExpired } from '@/shared/model';
import { ThemeSync } from '../theme/ThemeSync';
import { setupStore } from '../model/store';
import { routes } from './router';

const USER = { _id: 'u1', userName: 'ana', fullName: 'Ana Lopez', image: null, isActive: true };

function logIn() {
  localStorage.setItem('token', makeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }));
  localStorage.setItem('user', JSON.stringify(USER));
}

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = setupStore({ navigate: (to) => void router.navigate(to, { replace: true }) });
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

describe('route table', () => {
  afterEach(() => document.body.classList.remove('dark'));

  it.each(['/', '/login'])('shows the login page at %s to a guest', (path) => {
    renderApp(path);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the signup page at /signup', () => {
    renderApp('/signup');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(
      screen.getAllByText('Share your game, follow the action, and celebrate the sport you love.')
        .length,
    ).toBeGreaterThan(0);
  });

  it('sends a guest who opens a protected route to /login', () => {
    const { router } = renderApp('/settings');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it.each(['/', '/login', '/signup'])('sends a logged-in user at %s to /feed', (path) => {
    logIn();
    const { router } = renderApp(path);
    expect(router.state.location.pathname).toBe('/feed');
    expect(screen.getByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
  });

  it.each(['/message', '/messages', '/community', '/community/42', '/settings', '/notifications'])(
    'renders the placeholder inside the main layout at %s',
    (path) => {
      logIn();
      renderApp(path);
      const content = within(screen.getByRole('main'));
      expect(
        content.getByRole('heading', { name: 'This feature is on the Way' }),
      ).toBeInTheDocument();
      expect(content.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/feed');
      expect(sidebar().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    },
  );

  it("shows 'Page not Found' with a Home link for unknown paths", () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/feed');
  });
});

describe('main layout', () => {
  afterEach(() => document.body.classList.remove('dark'));

  it('links the sidebar entries to their routes', () => {
    logIn();
    renderApp('/feed');
    const expected: Record<string, string> = {
      Home: '/feed',
      Networking: '/networking',
      Messages: '/message',
      Profile: '/user',
      Communities: '/community',
      Settings: '/settings',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(sidebar().getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('links the mobile bars to their routes', () => {
    logIn();
    renderApp('/feed');
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
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    const teamLink = screen.getByRole('link', { name: 'SportsNet team site' });
    expect(teamLink).toHaveAttribute('target', '_blank');
    expect(teamLink.getAttribute('rel')).toContain('noopener');
  });

  it('opens the create-post dialog from the sidebar without changing route and closes it', async () => {
    logIn();
    const { router } = renderApp('/feed');
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
    const dialog = screen.getByRole('dialog', { name: 'Create a new Post' });

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(router.state.location.pathname).toBe('/feed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles dark mode on the body and remembers it', async () => {
    logIn();
    renderApp('/feed');
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

  it('on session expiry toasts and returns to /', async () => {
    logIn();
    const { router, store } = renderApp('/feed');

    act(() => {
      localStorage.clear();
      store.dispatch(sessionExpired());
    });

    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
