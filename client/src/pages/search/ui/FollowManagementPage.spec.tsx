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

  it('gives each person one action from how we are related, the same in every list, and follows explicitly', async () => {
    // `b` follows me and I follow them: they are in both lists.
    const both = { ...card('b', true), followsMe: true };
    const fetchMock = routeFetch({
      'GET /getUserFollowers': page([{ ...card('a', false), followsMe: true }, both]),
      'GET /getUserFollowing': page([both]),
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
    const following = within(await screen.findByRole('list', { name: 'Following' }));
    const inFollowers = within(followers.getByRole('listitem', { name: 'user_b' }));
    const inFollowing = within(following.getByRole('listitem', { name: 'user_b' }));
    expect(inFollowers.getByRole('button', { name: 'Unfollow user_b' })).toBeInTheDocument();
    expect(inFollowing.getByRole('button', { name: 'Unfollow user_b' })).toBeInTheDocument();
    expect(inFollowers.getByText('Follower')).toBeInTheDocument();
    expect(inFollowing.getByText('Follower')).toBeInTheDocument();
    const onlyFollower = within(followers.getByRole('listitem', { name: 'user_a' }));
    expect(onlyFollower.getByRole('button', { name: 'Follow user_a' })).toBeInTheDocument();
    expect(onlyFollower.getByText('Follower')).toBeInTheDocument();

    const others = within(await screen.findByRole('list', { name: 'Follow a new User' }));
    expect(others.queryByText('Follower')).not.toBeInTheDocument();
    await userEvent.setup().click(others.getByRole('button', { name: 'Follow user_c' }));
    expect(await others.findByRole('button', { name: 'Unfollow user_c' })).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/follow');
    expect(await request.json()).toEqual({ followingId: 'c', follow: true });
  });

  it('reads each list to its end as it is scrolled (not only the first 50)', async () => {
    const fetchMock = routeFetch({
      'GET /getUserFollowers': (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return cursor
          ? jsonResponse({ success: true, data: [card('z', false)], nextCursor: null })
          : jsonResponse({ success: true, data: [card('a', false)], nextCursor: 'more' });
      },
      'GET /getUserFollowing': page([]),
      'GET /userNotFollowed': page([]),
    });
    renderPage();
    // jsdom lays nothing out: every list end counts as in view, so the next page is read.
    const followers = within(await screen.findByRole('list', { name: 'Followers' }));
    expect(await followers.findByRole('listitem', { name: 'user_z' })).toBeInTheDocument();
    const calls = requestsTo(fetchMock, '/getUserFollowers');
    expect(calls).toHaveLength(2);
    expect(new URL(calls[1].url).searchParams.get('cursor')).toBe('more');
  });
});
