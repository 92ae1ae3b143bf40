import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, routeFetch } from '../../../../test/http';
import { logInAs, makePost, ME, OTHER } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { postApi, type PostDto } from '@/entities/post';
import { saveApi } from '@/features/save-post';
import { UserProfilePage } from './UserProfilePage';

const card = { ...ME, isFollowing: false, followsMe: false, connectionStatus: 'none' };

/** A tiny server: my posts, my saved posts, and the profile that counts them. */
function serve(created: PostDto, theirs: PostDto) {
  let posts: PostDto[] = [];
  let saved: PostDto[] = [];
  const page = (data: PostDto[]) => jsonResponse({ success: true, data, nextCursor: null });
  return routeFetch({
    [`GET /profile/${ME._id}`]: () =>
      jsonResponse({
        success: true,
        data: {
          profile: {
            bio: null,
            website: null,
            location: null,
            profilePic: null,
            numOfFollowers: 1,
            numOfFollowing: 0,
            numOfPosts: posts.length,
          },
          user: card,
          posts,
          nextCursor: null,
          savedPosts: saved,
        },
      }),
    [`GET /profileSections/${ME._id}`]: () =>
      jsonResponse({ success: true, data: { fan: false, player: false, coach: false } }),
    'GET /getUserPosts': () => page(posts),
    'GET /getSavedPosts': () => page(saved),
    'POST /createPost': () => {
      posts = [created];
      return jsonResponse({ success: true, message: 'Posted', data: created }, 201);
    },
    'POST /deletePost': () => {
      posts = [];
      return jsonResponse({ success: true, message: 'Post deleted' });
    },
    'POST /savePost': () => {
      saved = [{ ...theirs, isSaved: true }];
      return jsonResponse({
        success: true,
        message: 'Post saved',
        data: { saved: true, savedCount: 1 },
      });
    },
    'POST /viewComments': () =>
      jsonResponse({ success: true, data: [], nextCursor: null, numOfComments: 0 }),
  });
}

function renderProfile() {
  logInAs();
  return renderRoutes([{ path: '/user', element: <UserProfilePage /> }], '/user');
}

const postsCount = () => screen.getByText(/^posts?$/).previousElementSibling?.textContent;

describe('UserProfilePage', () => {
  it('stays in step without a reload: creating, deleting and saving elsewhere show at once', async () => {
    const created = makePost({ _id: 'mine-1', title: 'Fresh one', createdBy: ME });
    const theirs = makePost({ _id: 'theirs-1', title: 'Worth keeping', createdBy: OTHER });
    serve(created, theirs);
    const { store } = renderProfile();
    expect(await screen.findByText('No Post found')).toBeInTheDocument();
    expect(postsCount()).toBe('0');
    // One of each is singular.
    expect(screen.getByText('follower').previousElementSibling).toHaveTextContent('1');

    // Posted from the create dialog: the grid and the count follow.
    await act(() => store.dispatch(postApi.endpoints.createPost.initiate(new FormData())));
    expect(await screen.findByRole('button', { name: 'Open post: Fresh one' })).toBeInTheDocument();
    await waitFor(() => expect(postsCount()).toBe('1'));

    // Deleted: gone from the grid, and from the count.
    await act(() => store.dispatch(postApi.endpoints.deletePost.initiate('mine-1')));
    expect(await screen.findByText('No Post found')).toBeInTheDocument();
    await waitFor(() => expect(postsCount()).toBe('0'));

    // Saved on the feed: the Saved tab has it.
    await act(() => store.dispatch(saveApi.endpoints.savePost.initiate('theirs-1')));
    fireEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    const savedList = await screen.findByRole('list', { name: 'Saved posts' });
    expect(
      within(savedList).getByRole('button', { name: 'Open post: Worth keeping' }),
    ).toBeInTheDocument();
  });

  it('a grid tile opens the post with its comments', async () => {
    const created = makePost({ _id: 'mine-1', title: 'Fresh one', createdBy: ME });
    serve(created, created);
    const { store, router } = renderProfile();
    await screen.findByText('No Post found');
    await act(() => store.dispatch(postApi.endpoints.createPost.initiate(new FormData())));
    fireEvent.click(await screen.findByRole('button', { name: 'Open post: Fresh one' }));
    const overlay = await screen.findByRole('dialog', { name: /^Comments\b/ });
    expect(within(overlay).getByText('Fresh one')).toBeInTheDocument();
    expect(await within(overlay).findByText('No comments yet.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?post=mine-1');
  });
});
