import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { NetworkingPage } from './NetworkingPage';

const card = (i: number, extra: Record<string, unknown> = {}) => ({
  _id: `u${i}`,
  userName: `player${i}`,
  fullName: `Player ${i}`,
  image: null,
  isActive: false,
  isFollowing: false,
  followsMe: false,
  connectionStatus: 'none',
  ...extra,
});

function routes(search: (q: string) => unknown[], mutualCount = 0) {
  return routeFetch({
    'GET /recommendations/mutual': () =>
      jsonResponse({
        success: true,
        data: Array.from({ length: mutualCount }, (_, i) => ({
          user: card(100 + i),
          mutualCount: 2,
        })),
      }),
    'GET /recommendations/teams': () => jsonResponse({ success: true, data: [] }),
    'GET /users/search': (request) =>
      jsonResponse({
        success: true,
        data: search(new URL(request.url).searchParams.get('q') ?? ''),
        nextCursor: null,
      }),
  });
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/networking', element: <NetworkingPage /> },
      { path: '/connections', element: <h1>Connections page</h1> },
      { path: '/search', element: <h1>Follow lists</h1> },
      { path: '/coming-soon', element: <h1>This feature is on the Way</h1> },
    ],
    '/networking',
  );
}

describe('Networking page', () => {
  it('shows suggestions and the manage panel; no search until something is typed', async () => {
    const fetchMock = routes(() => [], 0);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Suggestions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mutual Connections' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Based on Your Favourite Teams' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('No suggestions yet.')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Search Results' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/users/search')).toHaveLength(0);
    const panel = within(screen.getByRole('region', { name: 'Manage my network' }));
    for (const name of ['Following & followers', 'Groups', 'Events', 'Pages', 'Newsletters']) {
      expect(panel.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it("says 'No users match your search.' when nobody matches", async () => {
    routes(() => []);
    renderPage();
    await userEvent.setup().type(screen.getByLabelText('Search users'), 'zzz');
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
  });

  it('asks again when a term is typed again: whom it finds may have changed', async () => {
    let findable = false;
    const fetchMock = routes((q) => (q === 'carol@example.com' && findable ? [card(7)] : []));
    const askedFor = (term: string) =>
      requestsTo(fetchMock, '/users/search').filter(
        (r) => new URL(r.url).searchParams.get('q') === term,
      ).length;
    renderPage();
    const user = userEvent.setup();
    const box = screen.getByLabelText('Search users');
    await user.type(box, 'carol@example.com');
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'someone else');
    await waitFor(() => expect(askedFor('someone else')).toBe(1));
    findable = true; // Carol allows search by email meanwhile.
    await user.clear(box);
    await user.type(box, 'carol@example.com');
    expect(await screen.findByText('Player 7')).toBeInTheDocument();
  });

  it("shows 5 results, then 'See more...' reveals the rest", async () => {
    const fetchMock = routes(() => Array.from({ length: 7 }, (_, i) => card(i)));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search users'), 'play');
    const results = await screen.findByRole('list', { name: 'Search Results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(5);
    await user.click(
      within(screen.getByRole('region', { name: 'Search Results' })).getByRole('button', {
        name: 'See more...',
      }),
    );
    expect(within(results).getAllByRole('listitem')).toHaveLength(7);
    const [request] = requestsTo(fetchMock, '/users/search');
    expect(new URL(request.url).searchParams.get('q')).toBe('play');
  });

  it("'See more...' reads the next page of results when the loaded ones run out", async () => {
    const fetchMock = routeFetch({
      'GET /recommendations/mutual': () => jsonResponse({ success: true, data: [] }),
      'GET /recommendations/teams': () => jsonResponse({ success: true, data: [] }),
      'GET /users/search': (request) =>
        new URL(request.url).searchParams.get('cursor')
          ? jsonResponse({ success: true, data: [card(50), card(51)], nextCursor: null })
          : jsonResponse({
              success: true,
              data: Array.from({ length: 5 }, (_, i) => card(i)),
              nextCursor: 'n2',
            }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search users'), 'play');
    const results = await screen.findByRole('list', { name: 'Search Results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(5);
    const region = within(screen.getByRole('region', { name: 'Search Results' }));
    await user.click(region.getByRole('button', { name: 'See more...' }));
    expect(await within(results).findByRole('listitem', { name: 'player51' })).toBeInTheDocument();
    expect(within(results).getAllByRole('listitem')).toHaveLength(7);
    expect(region.queryByRole('button', { name: 'See more...' })).not.toBeInTheDocument();
    const calls = requestsTo(fetchMock, '/users/search');
    expect(new URL(calls[calls.length - 1].url).searchParams.get('cursor')).toBe('n2');
  });

  it("shows 10 suggestions, then 'See more...'; cards carry Connect and Add", async () => {
    routes(() => [], 12);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Mutual Connections' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const first = within(within(list).getAllByRole('listitem')[0]);
    expect(first.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(first.getByText('2 mutual connections')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'See more...' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  });

  it.each([
    ['Connections', '/connections'],
    ['Following & followers', '/search'],
    ['Groups', '/coming-soon'],
    ['Events', '/coming-soon'],
    ['Pages', '/coming-soon'],
    ['Newsletters', '/coming-soon'],
  ])('Manage my network: %s goes to %s', async (name, path) => {
    routes(() => []);
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name }));
    expect(router.state.location.pathname).toBe(path);
  });
});
