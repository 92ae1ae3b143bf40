import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs, makePost, OTHER } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { getSocket, type PostUpdatePayload } from '@/shared/api';
import { ProfilePage } from './ProfilePage';

const card = { ...OTHER, isFollowing: false, followsMe: false, connectionStatus: 'none' };
const header = {
  bio: null,
  website: null,
  location: null,
  profilePic: null,
  numOfFollowers: 3,
  numOfFollowing: 4,
  numOfPosts: 1,
};

/** Their profile as the server answers it, blocked or private as the test says. */
function serve(state: { restricted: boolean; blockedByMe: boolean }) {
  const post = makePost({ title: 'Their visible post' });
  return routeFetch({
    [`GET /profile/${OTHER._id}`]: () =>
      jsonResponse({
        success: true,
        data: {
          profile: header,
          user: card,
          posts: state.restricted ? [] : [post],
          nextCursor: null,
          ...state,
        },
      }),
    [`GET /profileSections/${OTHER._id}`]: () =>
      jsonResponse({ success: true, data: { fan: false, player: false, coach: false } }),
    'GET /getUserPosts': () =>
      jsonResponse({ success: true, data: state.restricted ? [] : [post], nextCursor: null }),
    [`POST /settings/block/${OTHER._id}`]: () => {
      Object.assign(state, { restricted: true, blockedByMe: true });
      return jsonResponse({ success: true, message: 'User blocked successfully' });
    },
    [`DELETE /settings/block/${OTHER._id}`]: () => {
      Object.assign(state, { restricted: false, blockedByMe: false });
      return jsonResponse({ success: true, message: 'User unblocked successfully' });
    },
  });
}

function renderProfile() {
  return renderRoutes(
    [{ path: '/profile/:userId', element: <ProfilePage /> }],
    `/profile/${OTHER._id}`,
  );
}

describe('Another user’s profile: private and blocked', () => {
  beforeEach(() => logInAs());
  afterEach(() => localStorage.clear());

  it("shows the header and 'This account is private', and asks for no posts", async () => {
    const fetchMock = serve({ restricted: true, blockedByMe: false });
    renderProfile();
    expect(await screen.findByText('This account is private')).toBeInTheDocument();
    expect(screen.getByText(OTHER.userName)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/getUserPosts')).toHaveLength(0);
  });

  it('blocks from the three-dot menu, then shows the banner and unblocks from it', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    serve({ restricted: false, blockedByMe: false });
    renderProfile();
    const user = userEvent.setup();
    expect(await screen.findByText('Their visible post')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Profile options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    expect(await screen.findByText('User blocked successfully')).toBeInTheDocument();
    expect(await screen.findByText('You blocked this user')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('User unblocked successfully')).toBeInTheDocument();
    expect(await screen.findByText('Their visible post')).toBeInTheDocument();
  });

  it("counts their new post in the header when it arrives live, and nobody else's", async () => {
    const fetchMock = serve({ restricted: false, blockedByMe: false });
    renderProfile();
    const posts = () => screen.getByText(/^posts?$/).previousSibling?.textContent;
    expect(await screen.findByText('Their visible post')).toBeInTheDocument();
    expect(posts()).toBe('1');
    const reads = () => requestsTo(fetchMock, `/profile/${OTHER._id}`).length;
    const before = reads();
    const push = (event: PostUpdatePayload) =>
      act(() =>
        getSocket()
          .listeners('post_update')
          .forEach((fn) => fn(event)),
      );
    push({ postId: 'p-other', action: 'created', communityId: null, authorId: 'someone-else' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads()).toBe(before);
    header.numOfPosts = 2;
    push({ postId: 'p-new', action: 'created', communityId: null, authorId: OTHER._id });
    expect(await screen.findByText('posts')).toBeInTheDocument();
    expect(posts()).toBe('2');
    expect(reads()).toBe(before + 1);
    header.numOfPosts = 1;
  });

  it("says 'Profile not found.' when the server hides the user", async () => {
    routeFetch({
      [`GET /profile/${OTHER._id}`]: () =>
        jsonResponse({ success: false, message: 'Profile not found.' }, 404),
    });
    renderProfile();
    expect(await screen.findByText('Profile not found.')).toBeInTheDocument();
  });
});
