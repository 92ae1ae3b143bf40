import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeJwt, requestsTo, routeFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { BlockedAccountsView } from './BlockedAccountsView';
import { i18n } from '@/shared/i18n';

const ROW = (id: string, userName: string) => ({
  _id: id,
  userName,
  fullName: `Full ${userName}`,
  profilePic: null,
  blockedAt: '2026-01-01T00:00:00.000Z',
});

function renderView() {
  return renderRoutes([{ path: '/settings', element: <BlockedAccountsView /> }], '/settings');
}

describe('Blocked Accounts view', () => {
  beforeEach(() => {
    localStorage.setItem(
      'token',
      makeJwt({ sub: 'me', exp: Math.floor(Date.now() / 1000) + 3600 }),
    );
  });
  afterEach(() => localStorage.clear());

  it('lists the blocked users with View in a new tab and the count line', async () => {
    routeFetch({
      'GET /settings/blocked-users': () =>
        jsonResponse({
          success: true,
          data: [ROW('u1', 'keeper'), ROW('u2', 'striker')],
          nextCursor: null,
          total: 2,
        }),
    });
    renderView();
    expect(await screen.findByText('2 blocked users')).toBeInTheDocument();
    expect(screen.getByText('@keeper')).toBeInTheDocument();
    const [view] = screen.getAllByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', '/profile/u1');
    expect(view).toHaveAttribute('target', '_blank');
  });

  it('says No Blocked Users, and no count, when there are none', async () => {
    routeFetch({
      'GET /settings/blocked-users': () =>
        jsonResponse({ success: true, data: [], nextCursor: null, total: 0 }),
    });
    renderView();
    expect(await screen.findByText('No Blocked Users')).toBeInTheDocument();
    expect(screen.queryByText('0 blocked users')).not.toBeInTheDocument();
  });

  it('a search that matches none of them keeps the count and says so', async () => {
    routeFetch({
      'GET /settings/blocked-users': (request) =>
        jsonResponse({
          success: true,
          data: new URL(request.url).searchParams.get('q')
            ? []
            : [ROW('u1', 'keeper'), ROW('u2', 'striker')],
          nextCursor: null,
          total: 2,
        }),
    });
    renderView();
    expect(await screen.findByText('@keeper')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Search blocked users'), 'zz');
    expect(await screen.findByText('No blocked users match your search.')).toBeInTheDocument();
    expect(screen.getByText('2 blocked users')).toBeInTheDocument();
    expect(screen.queryByText('No Blocked Users')).not.toBeInTheDocument();
  });

  it('unblocks a row and shows the success toast', async () => {
    let blocked = [ROW('u1', 'keeper')];
    const fetchMock = routeFetch({
      'GET /settings/blocked-users': () =>
        jsonResponse({ success: true, data: blocked, nextCursor: null, total: blocked.length }),
      'DELETE /settings/block/u1': () => {
        blocked = [];
        return jsonResponse({ success: true, message: 'User unblocked successfully' });
      },
    });
    renderView();
    expect(await screen.findByText('1 blocked user')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('User unblocked successfully')).toBeInTheDocument();
    expect(await screen.findByText('No Blocked Users')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/settings/block/u1')).toHaveLength(1);
  });

  it('Block a User: asks for a user name, then says User not found or blocks and closes', async () => {
    routeFetch({
      'GET /settings/blocked-users': () =>
        jsonResponse({ success: true, data: [], nextCursor: null, total: 0 }),
      'GET /users/username/ghost': () =>
        jsonResponse({ success: false, message: 'User not found' }, 404),
      'GET /users/username/keeper': () =>
        jsonResponse({ success: true, data: { _id: 'u1', userName: 'keeper' } }),
      'POST /settings/block/u1': () =>
        jsonResponse({ success: true, message: 'User blocked successfully' }),
    });
    renderView();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block a User' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Please enter a username')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'ghost');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'keeper');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('User blocked successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Username')).not.toBeInTheDocument());
  });

  it("shows the server's 'User is already blocked' in the form, until that user is unblocked", async () => {
    let blocked = [ROW('u1', 'keeper')];
    routeFetch({
      'GET /settings/blocked-users': () =>
        jsonResponse({ success: true, data: blocked, nextCursor: null, total: blocked.length }),
      'GET /users/username/keeper': () =>
        jsonResponse({ success: true, data: { _id: 'u1', userName: 'keeper' } }),
      'POST /settings/block/u1': () =>
        jsonResponse({ success: false, message: 'User is already blocked' }, 409),
      'DELETE /settings/block/u1': () => {
        blocked = [];
        return jsonResponse({ success: true, message: 'User unblocked successfully' });
      },
    });
    renderView();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block a User' }));
    await user.type(screen.getByLabelText('Username'), 'keeper');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('User is already blocked')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('No Blocked Users')).toBeInTheDocument();
    expect(screen.queryByText('User is already blocked')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it('says Failed to load blocked users when the list cannot load', async () => {
    routeFetch({
      'GET /settings/blocked-users': () => jsonResponse({ success: false, message: 'boom' }, 500),
    });
    renderView();
    expect(await screen.findByText('Failed to load blocked users')).toBeInTheDocument();
  });

  it('without a token says Please login to unblock users and sends nothing', async () => {
    localStorage.clear();
    const fetchMock = routeFetch({
      'GET /settings/blocked-users': () =>
        jsonResponse({ success: true, data: [ROW('u1', 'keeper')], nextCursor: null, total: 1 }),
    });
    renderView();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Please login to unblock users')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/settings/block/u1')).toHaveLength(0);
  });

  it('speaks Spanish and French, count plurals included', async () => {
    routeFetch({
      'GET /settings/blocked-users': () =>
        jsonResponse({
          success: true,
          data: [ROW('u1', 'keeper'), ROW('u2', 'striker')],
          nextCursor: null,
          total: 2,
        }),
    });
    await act(() => i18n.changeLanguage('es'));
    renderView();
    expect(await screen.findByText('2 usuarios bloqueados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bloquear a un usuario' })).toBeInTheDocument();
    expect(
      screen.getByRole('searchbox', { name: 'Buscar usuarios bloqueados' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ver' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Desbloquear' })).toHaveLength(2);
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('2 utilisateurs bloqués')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Débloquer' })).toHaveLength(2);
  });
});
