import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import { FollowManagementPage } from './FollowManagementPage';

const page = (data: unknown[]) => () => jsonResponse({ success: true, data, nextCursor: null });
const card = (id: string, isFollowing: boolean) => ({
  _id: id,
  userName: `user_${id}`,
  fullName: `User ${id}`,
  image: null,
  isActive: false,
  isFollowing,
  followsMe: false,
  connectionStatus: 'none',
});

function renderPage() {
  return renderRoutes([{ path: '/search', element: <FollowManagementPage /> }], '/search');
}

describe('Follow management page', () => {
  it('shows the empty texts', async () => {
    routeFetch({
      'GET /getUserFollowers': page([]),
      'GET /getUserFollowing': page([]),
      'GET /userNotFollowed': page([]),
    });
    renderPage();
    expect(await screen.findByText('No one has followed you')).toBeInTheDocument();
    expect(await screen.findByText('You are not following any one')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Follow a new User' })).toBeInTheDocument();
  });

  it('gives each user their action and follows on click', async () => {
    const fetchMock = routeFetch({
      'GET /getUserFollowers': page([card('a', false)]),
      'GET /getUserFollowing': page([card('b', true)]),
      'GET /userNotFollowed': page([card('c', false)]),
      'POST /follow': () =>
        jsonResponse({
          success: true,
          message: 'Followed',
          data: { following: true, numOfFollowers: 1, numOfFollowing: 2 },
        }),
    });
    renderPage();
    const followers = within(await screen.findByRole('list', { name: 'Followers' }));
    expect(followers.getByRole('button', { name: 'Follow back' })).toBeInTheDocument();
    const following = within(await screen.findByRole('list', { name: 'Following' }));
    expect(following.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    const others = within(await screen.findByRole('list', { name: 'Follow a new User' }));
    await userEvent.setup().click(others.getByRole('button', { name: 'Follow' }));
    const [request] = requestsTo(fetchMock, '/follow');
    expect(await request.json()).toEqual({ followingId: 'c' });
  });
});
