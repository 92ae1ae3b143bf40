import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCommunity, page } from '../../../../test/communities';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs, makePost } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { getSocket } from '@/shared/api';
import { CommunityPage } from './CommunityPage';

const COMMUNITY = makeCommunity({
  name: 'U18 Eagles',
  description: 'Under-18 squad',
  isMember: true,
  membersCount: 3,
});
const NOT_A_MEMBER = {
  success: false,
  code: 'NOT_A_MEMBER',
  message: 'You must join this community to view its content.',
};

function renderPage(id = COMMUNITY._id) {
  logInAs();
  return renderRoutes(
    [
      { path: '/community', element: <h1>All communities</h1> },
      { path: '/community/:id', element: <CommunityPage /> },
    ],
    `/community/${id}`,
  );
}

const push = (event: 'community_update' | 'community_deleted', payload: object) =>
  act(() =>
    getSocket()
      .listeners(event)
      .forEach((fn) => (fn as (p: object) => void)(payload)),
  );

describe('CommunityPage', () => {
  it('shows banner, name, description, live Members count and the posts', async () => {
    const posts = [
      makePost({ title: 'Squad photo', communityId: COMMUNITY._id }),
      makePost({ title: 'Away day', communityId: COMMUNITY._id }),
    ];
    const fetchMock = routeFetch({
      [`GET /community/${COMMUNITY._id}`]: () => jsonResponse({ success: true, data: COMMUNITY }),
      [`GET /community/${COMMUNITY._id}/posts`]: () => jsonResponse(page(posts)),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'U18 Eagles' })).toBeInTheDocument();
    expect(screen.getByText('Under-18 squad')).toBeInTheDocument();
    expect(screen.getByAltText('U18 Eagles banner')).toHaveAttribute('src', COMMUNITY.bannerImage);
    expect(screen.getByText(/Members:/)).toHaveTextContent('Members: 3');
    expect(await screen.findByText('Squad photo')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(new URL(requestsTo(fetchMock, '/posts')[0].url).searchParams.get('limit')).toBe('3');

    push('community_update', { communityId: COMMUNITY._id, membersCount: 4 });
    await waitFor(() => expect(screen.getByText(/Members:/)).toHaveTextContent('Members: 4'));
    push('community_update', { communityId: 'someone-else', membersCount: 40 });
    expect(screen.getByText(/Members:/)).toHaveTextContent('Members: 4');
  });

  it("says 'No posts in this community yet.' and opens the create-post modal from +", async () => {
    routeFetch({
      [`GET /community/${COMMUNITY._id}`]: () => jsonResponse({ success: true, data: COMMUNITY }),
      [`GET /community/${COMMUNITY._id}/posts`]: () => jsonResponse(page([])),
    });
    renderPage();
    expect(await screen.findByText('No posts in this community yet.')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Create a post in this community' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a new Post' }));
    expect(dialog.getByLabelText('Photo')).toBeInTheDocument();
  });

  it("answers 403 with 'Access Denied' and a Join button that lets the user in", async () => {
    let member = false;
    const fetchMock = routeFetch({
      [`GET /community/${COMMUNITY._id}`]: () =>
        member ? jsonResponse({ success: true, data: COMMUNITY }) : jsonResponse(NOT_A_MEMBER, 403),
      [`GET /community/${COMMUNITY._id}/posts`]: () => jsonResponse(page([])),
      'POST /community/join': () => {
        member = true;
        return jsonResponse({
          success: true,
          message: 'Joined community',
          data: { communityId: COMMUNITY._id, isMember: true, membersCount: 4 },
        });
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('You must join this community to view its content.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/posts')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Join/ }));
    expect(await screen.findByText('Joined community')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'U18 Eagles' })).toBeInTheDocument();
  });

  it('tells a member when the community is deleted under them', async () => {
    let gone = false;
    routeFetch({
      [`GET /community/${COMMUNITY._id}`]: () =>
        gone
          ? jsonResponse({ success: false, message: 'Community not found' }, 404)
          : jsonResponse({ success: true, data: COMMUNITY }),
      [`GET /community/${COMMUNITY._id}/posts`]: () => jsonResponse(page([])),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'U18 Eagles' });
    gone = true;
    push('community_deleted', { communityId: COMMUNITY._id });
    expect(await screen.findByRole('heading', { name: 'Community not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Communities' })).toHaveAttribute(
      'href',
      '/community',
    );
  });

  it('lets the owner delete it and go back to the list', async () => {
    const own = makeCommunity({ name: 'Mine', isMember: true, isOwner: true });
    routeFetch({
      [`GET /community/${own._id}`]: () => jsonResponse({ success: true, data: own }),
      [`GET /community/${own._id}/posts`]: () => jsonResponse(page([])),
      'POST /community/delete': () => jsonResponse({ success: true, message: 'Community deleted' }),
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { router } = renderPage(own._id);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete Mine' }));
    expect(await screen.findByText('Community deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
  });
});
