import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { getSocket } from '@/shared/api';
import { ConnectionsPage } from './ConnectionsPage';

const card = (id: string) => ({
  _id: id,
  userName: `user_${id}`,
  fullName: `User ${id}`,
  image: null,
  isActive: false,
  additionDetails: { dateOfBirth: null, gender: null, bio: null },
  numOfFollowers: 0,
  numOfFollowing: 0,
  isFollowing: false,
  followsMe: false,
  connectionStatus: 'pending_received',
});

const request = (id: string) => ({
  _id: `req-${id}`,
  requester: card(id),
  createdAt: new Date().toISOString(),
});

function serve(state: { pending: ReturnType<typeof request>[] }) {
  return routeFetch({
    'GET /pendingConnections': () =>
      jsonResponse({ success: true, data: state.pending, nextCursor: null }),
    'GET /connections': (req) => {
      const cursor = new URL(req.url).searchParams.get('cursor');
      return cursor
        ? jsonResponse({ success: true, data: [card('late')], nextCursor: null })
        : jsonResponse({ success: true, data: [card('early')], nextCursor: 'page-2' });
    },
    'POST /acceptConnection': () =>
      jsonResponse({ success: false, message: 'No pending request found.' }, 404),
  });
}

function renderPage() {
  logInAs();
  return renderRoutes([{ path: '/connections', element: <ConnectionsPage /> }], '/connections');
}

const pendingList = () => screen.findByRole('list', { name: 'Pending Requests' });

describe('ConnectionsPage', () => {
  beforeEach(() => {
    getSocket().removeAllListeners();
  });

  it('drops a request live when its sender withdraws it (connection_cancelled)', async () => {
    const state = { pending: [request('a')] };
    serve(state);
    renderPage();
    expect(
      await within(await pendingList()).findByRole('listitem', { name: 'user_a' }),
    ).toBeInTheDocument();

    state.pending = [];
    act(() =>
      getSocket()
        .listeners('connection_cancelled')
        .forEach((fn) => fn({ userId: 'a' })),
    );
    expect(await screen.findByText('No pending requests.')).toBeInTheDocument();
  });

  it('Accept on a request withdrawn meanwhile says so and the request leaves the list', async () => {
    const state = { pending: [request('a')] };
    const fetchMock = serve(state);
    renderPage();
    const item = await within(await pendingList()).findByRole('listitem', { name: 'user_a' });
    state.pending = [];
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('No pending request found.')).toBeInTheDocument();
    expect(await screen.findByText('No pending requests.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/pendingConnections')).toHaveLength(2);
  });

  it('reads my connections to the end, page by page (not the first 20 only)', async () => {
    const fetchMock = serve({ pending: [] });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Connections' });
    // jsdom lays nothing out: the list's end counts as in view, so the next page is read.
    expect(await within(list).findByRole('listitem', { name: 'user_late' })).toBeInTheDocument();
    const calls = requestsTo(fetchMock, '/connections');
    expect(new URL(calls[0].url).searchParams.get('limit')).toBe('20');
    expect(new URL(calls[1].url).searchParams.get('cursor')).toBe('page-2');
  });
});
