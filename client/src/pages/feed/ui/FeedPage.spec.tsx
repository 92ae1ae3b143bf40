import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, requestsTo, routeFetch } from '../../../../test/http';
import { logInAs, makePost, ME, OTHER } from '../../../../test/posts';
import { renderRoutes } from '../../../../test/render';
import { getSocket, type PostUpdatePayload } from '@/shared/api';
import { EARLY_READS_KEY, FEED_FIRST_PAGE_PATH } from '@/shared/config';
import { FeedPage } from './FeedPage';

const PAGE1 = [
  makePost({ title: 'First' }),
  makePost({ title: 'Second' }),
  makePost({ title: 'Third' }),
];
const PAGE2 = [
  makePost({ title: 'Fourth' }),
  makePost({ title: 'Fifth' }),
  makePost({ title: 'Sixth' }),
];

/**
 * jsdom lays nothing out: the end of the list is put `scrollHeight - scrollY` below the top of
 * an 800px window, as if the list ended at the bottom of the page.
 */
function setPageGeometry(scrollHeight: number, scrollY: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.hasAttribute('data-list-end') ? scrollHeight - scrollY : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
  });
}

function feedRoutes(
  pages: Record<string, { data: ReturnType<typeof makePost>[]; nextCursor: string | null }>,
) {
  return routeFetch({
    'GET /getAllPost': (request) => {
      const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
      const page = pages[cursor] ?? { data: [], nextCursor: null };
      return jsonResponse({ success: true, ...page });
    },
  });
}

function renderFeed() {
  logInAs();
  return renderRoutes([{ path: '/feed', element: <FeedPage /> }], '/feed');
}

const titles = () =>
  screen
    .getAllByRole('article')
    .map((a) => within(a).getByText(/First|Second|Third|Fourth|Fifth|Sixth|Brand new/).textContent);

describe('FeedPage', () => {
  it('opens the comments of a post the feed has not loaded (?post= from a notification)', async () => {
    const older = makePost({ _id: 'older-post', title: 'An old derby' });
    routeFetch({
      'GET /getAllPost': () => jsonResponse({ success: true, data: PAGE1, nextCursor: null }),
      'GET /getPost/older-post': () => jsonResponse({ success: true, data: older }),
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: { data: [], nextCursor: null, numOfComments: 0 } }),
    });
    logInAs();
    renderRoutes([{ path: '/feed', element: <FeedPage /> }], '/feed?post=older-post');
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('An old derby'));
  });

  it('says so when a linked post was deleted or is hidden from the reader, and shows the feed', async () => {
    routeFetch({
      'GET /getAllPost': () => jsonResponse({ success: true, data: PAGE1, nextCursor: null }),
      'GET /getPost/gone-post': () =>
        jsonResponse({ success: false, message: 'Post not found' }, 404),
    });
    logInAs();
    const { router } = renderRoutes(
      [{ path: '/feed', element: <FeedPage /> }],
      '/feed?post=gone-post',
    );
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('First')).toBeInTheDocument();
  });

  it('reads 3 posts first, then the next 3 with the cursor when scrolled within 100px of the bottom', async () => {
    setPageGeometry(5000, 0);
    const fetchMock = feedRoutes({
      '': { data: PAGE1, nextCursor: 'cur-2' },
      'cur-2': { data: PAGE2, nextCursor: null },
    });
    renderFeed();

    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(titles()).toEqual(['First', 'Second', 'Third']);
    const [first] = requestsTo(fetchMock, '/getAllPost');
    expect(new URL(first.url).searchParams.get('limit')).toBe('3');
    expect(new URL(first.url).searchParams.get('cursor')).toBeNull();

    // 150px from the bottom: not yet.
    setPageGeometry(5000, 5000 - 800 - 150);
    fireEvent.scroll(window);
    expect(requestsTo(fetchMock, '/getAllPost')).toHaveLength(1);

    // 80px from the bottom: the next page.
    setPageGeometry(5000, 5000 - 800 - 80);
    fireEvent.scroll(window);
    expect(await screen.findByText('Sixth')).toBeInTheDocument();
    expect(titles()).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth']);
    const second = requestsTo(fetchMock, '/getAllPost')[1];
    expect(new URL(second.url).searchParams.get('cursor')).toBe('cur-2');
    expect(new URL(second.url).searchParams.get('limit')).toBe('3');

    // Last page: scrolling further asks nothing more.
    fireEvent.scroll(window);
    expect(requestsTo(fetchMock, '/getAllPost')).toHaveLength(2);
  });

  it('shows the first page the start script already asked for, asks no second time, and pages on', async () => {
    setPageGeometry(5000, 0);
    const fetchMock = feedRoutes({
      '': { data: [makePost({ title: 'Brand new' })], nextCursor: null },
      'cur-2': { data: PAGE2, nextCursor: null },
    });
    logInAs();
    // As index.html's start script leaves it (vite-plugins/signedInStartHints.ts).
    const early = jsonResponse({ success: true, data: PAGE1, nextCursor: 'cur-2' });
    Object.assign(globalThis, {
      [EARLY_READS_KEY]: [
        {
          url: new URL(FEED_FIRST_PAGE_PATH, globalThis.location.href).href,
          authorization: 'Bearer header.payload.signature',
          response: Promise.resolve(early),
        },
      ],
    });
    renderRoutes([{ path: '/feed', element: <FeedPage /> }], '/feed');

    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(titles()).toEqual(['First', 'Second', 'Third']);
    expect(requestsTo(fetchMock, '/getAllPost')).toHaveLength(0);

    setPageGeometry(5000, 5000 - 800 - 80);
    fireEvent.scroll(window);
    expect(await screen.findByText('Sixth')).toBeInTheDocument();
    const [next] = requestsTo(fetchMock, '/getAllPost');
    expect(new URL(next.url).searchParams.get('cursor')).toBe('cur-2');
    delete (globalThis as Record<string, unknown>)[EARLY_READS_KEY];
  });

  it('shows the empty state when there is no post', async () => {
    feedRoutes({ '': { data: [], nextCursor: null } });
    renderFeed();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('puts a post created elsewhere on top when post_update arrives, and drops a deleted one', async () => {
    setPageGeometry(5000, 0);
    const fresh = makePost({ title: 'Brand new' });
    let head = PAGE1;
    routeFetch({
      'GET /getAllPost': () => jsonResponse({ success: true, data: head, nextCursor: 'cur-2' }),
    });
    renderFeed();
    expect(await screen.findByText('First')).toBeInTheDocument();

    head = [fresh, ...PAGE1.slice(0, 2)];
    const push = (event: PostUpdatePayload) =>
      act(() =>
        getSocket()
          .listeners('post_update')
          .forEach((fn) => fn(event)),
      );
    push({ postId: fresh._id, action: 'created', communityId: null, authorId: 'u2' });
    expect(await screen.findByText('Brand new')).toBeInTheDocument();
    expect(titles()).toEqual(['Brand new', 'First', 'Second', 'Third']);

    push({ postId: PAGE1[1]._id, action: 'deleted', communityId: null, authorId: 'u2' });
    await waitFor(() => expect(screen.queryByText('Second')).not.toBeInTheDocument());
    expect(titles()).toEqual(['Brand new', 'First', 'Third']);
  });

  it('drops the posts of an account that went to sleep or was deleted, when account_gone arrives', async () => {
    setPageGeometry(5000, 0);
    const mine = makePost({ title: 'Mine', createdBy: ME });
    routeFetch({
      'GET /getAllPost': () =>
        jsonResponse({ success: true, data: [PAGE1[0], mine, PAGE1[1]], nextCursor: null }),
    });
    renderFeed();
    expect(await screen.findByText('Mine')).toBeInTheDocument();
    act(() =>
      getSocket()
        .listeners('account_gone')
        .forEach((fn) => fn({ userId: OTHER._id })),
    );
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByText('Mine')).toBeInTheDocument();
  });

  it("hides Follow and offers Delete on one's own post, Report on others'; Follow on others turns into a disabled 'Followed'", async () => {
    setPageGeometry(5000, 0);
    const mine = makePost({ title: 'First', createdBy: ME });
    const theirs = makePost({ title: 'Second' });
    const fetchMock = routeFetch({
      'GET /getAllPost': () =>
        jsonResponse({ success: true, data: [mine, theirs], nextCursor: null }),
      'POST /follow': () =>
        jsonResponse({
          success: true,
          message: 'Followed',
          data: { following: true, numOfFollowers: 1, numOfFollowing: 1 },
        }),
    });
    renderFeed();
    await screen.findByText('First');
    const [own, other] = screen.getAllByRole('article');

    expect(within(own).queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Post options' })).toBeInTheDocument();
    // Someone else's post: its menu offers Report, never Delete.
    fireEvent.click(within(other).getByRole('button', { name: 'Post options' }));
    expect(within(other).getByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    expect(within(other).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    fireEvent.click(within(other).getByRole('button', { name: 'Post options' }));
    expect(within(own).getByRole('link', { name: `${ME.userName} profile` })).toHaveAttribute(
      'href',
      `/profile/${ME._id}`,
    );

    fireEvent.click(within(other).getByRole('button', { name: 'Follow' }));
    const followed = await within(other).findByRole('button', { name: 'Followed' });
    expect(followed).toBeDisabled();
    const [request] = requestsTo(fetchMock, '/follow');
    // Always the wanted state, never a bare toggle that could undo a follow made elsewhere.
    expect(await request.json()).toEqual({ followingId: theirs.createdBy._id, follow: true });
  });

  it("shows 'Followed' on posts whose author I already follow, and following from one card updates the author's other cards and the comments overlay", async () => {
    setPageGeometry(5000, 0);
    const STAR = { ...OTHER, _id: '33333333-3333-4333-8333-333333333333', userName: 'star' };
    const followedAlready = makePost({ title: 'First', isFollowingAuthor: true });
    const starOne = makePost({ title: 'Second', createdBy: STAR });
    const starTwo = makePost({ title: 'Third', createdBy: STAR, numOfComments: 0 });
    const fetchMock = routeFetch({
      'GET /getAllPost': () =>
        jsonResponse({
          success: true,
          data: [followedAlready, starOne, starTwo],
          nextCursor: null,
        }),
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: [], nextCursor: null, numOfComments: 0 }),
      'POST /follow': () =>
        jsonResponse({
          success: true,
          message: 'Followed',
          data: { following: true, numOfFollowers: 1, numOfFollowing: 2 },
        }),
    });
    renderFeed();
    await screen.findByText('First');
    const [first, second, third] = screen.getAllByRole('article');
    expect(within(first).getByRole('button', { name: 'Followed' })).toBeDisabled();
    expect(within(first).queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();

    // The overlay of the star's second post is open while the first card follows.
    fireEvent.click(within(third).getByRole('button', { name: /^Comments\b/ }));
    const overlay = await screen.findByRole('dialog', { name: /^Comments\b/ });
    expect(within(overlay).getByRole('button', { name: 'Follow' })).toBeEnabled();

    fireEvent.click(within(second).getByRole('button', { name: 'Follow' }));
    expect(await within(second).findByRole('button', { name: 'Followed' })).toBeDisabled();
    expect(await within(third).findByRole('button', { name: 'Followed' })).toBeDisabled();
    expect(await within(overlay).findByRole('button', { name: 'Followed' })).toBeDisabled();
    expect(requestsTo(fetchMock, '/follow')).toHaveLength(1);
  });

  it('deletes own post after the confirm and removes it from the feed', async () => {
    setPageGeometry(5000, 0);
    const mine = makePost({ title: 'First', createdBy: ME });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = routeFetch({
      'GET /getAllPost': () => jsonResponse({ success: true, data: [mine], nextCursor: null }),
      'POST /deletePost': () => jsonResponse({ success: true, message: 'Post deleted' }),
    });
    renderFeed();
    await screen.findByText('First');
    fireEvent.click(screen.getByRole('button', { name: 'Post options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this post?');
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(await requestsTo(fetchMock, '/deletePost')[0].json()).toEqual({ postId: mine._id });
  });

  it('share copies the link when the Web Share API is missing', async () => {
    setPageGeometry(5000, 0);
    const post = makePost({ title: 'First' });
    routeFetch({
      'GET /getAllPost': () => jsonResponse({ success: true, data: [post], nextCursor: null }),
    });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderFeed();
    await screen.findByText('First');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/feed?post=${post._id}`);
  });

  it.each([
    ['newer', { numOfComments: 3, countsVersion: 6 }, '3'],
    ['older', { numOfComments: 1, countsVersion: 4 }, '2'],
  ])(
    'an open thread’s counts reach the card when they are %s than the card’s',
    async (_newer, read, shown) => {
      setPageGeometry(5000, 0);
      const post = makePost({ title: 'Counted', numOfComments: 2, countsVersion: 5 });
      const postCounts = { numOfLikes: 0, savedCount: 0, numOfReposts: 0, ...read };
      routeFetch({
        'GET /getAllPost': () => jsonResponse({ success: true, data: [post], nextCursor: null }),
        'POST /viewComments': () =>
          jsonResponse({
            success: true,
            data: [],
            nextCursor: null,
            numOfComments: read.numOfComments,
            postCounts,
          }),
      });
      renderFeed();
      await screen.findByText('Counted');
      fireEvent.click(screen.getByRole('button', { name: /^Comments\b/ }));
      const dialog = await screen.findByRole('dialog', { name: /^Comments\b/ });
      // The thread has been read (and its counts weighed) once its empty state shows.
      await within(dialog).findByText('No comments yet.');
      await within(dialog).findByText(`${shown} comments`);
      expect(screen.getAllByRole('button', { name: /^Comments\b/ })[0]).toHaveTextContent(shown);
    },
  );

  it('the comment button shows the count and opens the overlay', async () => {
    setPageGeometry(5000, 0);
    const post = makePost({ title: 'First', numOfComments: 2 });
    routeFetch({
      'GET /getAllPost': () => jsonResponse({ success: true, data: [post], nextCursor: null }),
      'POST /viewComments': () =>
        jsonResponse({ success: true, data: [], nextCursor: null, numOfComments: 2 }),
    });
    renderFeed();
    await screen.findByText('First');
    const button = screen.getByRole('button', { name: /^Comments\b/ });
    expect(button).toHaveTextContent('2');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: /^Comments\b/ })).toBeInTheDocument();
  });

  it("shows 'Comments are turned off' instead of the box and Reply where the author allows no comment from me", async () => {
    setPageGeometry(5000, 0);
    const closed = makePost({ title: 'First', canComment: false, numOfComments: 1 });
    const open = makePost({ title: 'Second' });
    routeFetch({
      'GET /getAllPost': () =>
        jsonResponse({ success: true, data: [closed, open], nextCursor: null }),
      'POST /viewComments': () =>
        jsonResponse({
          success: true,
          data: [
            {
              _id: 'c1',
              user: { _id: OTHER._id, userName: OTHER.userName, image: null },
              comment: 'Said before they closed',
              postId: closed._id,
              parentCommentId: null,
              createdAt: closed.createdAt,
              updatedAt: closed.createdAt,
              replies: [],
              repliesCursor: null,
            },
          ],
          nextCursor: null,
          numOfComments: 1,
        }),
    });
    renderFeed();
    await screen.findByText('First');
    const [first, second] = screen.getAllByRole('article');
    expect(within(first).getByRole('note')).toHaveTextContent(
      'Comments are turned off for this post',
    );
    expect(within(first).queryByLabelText('Add a comment')).not.toBeInTheDocument();
    expect(within(second).getByLabelText('Add a comment')).toBeEnabled();

    fireEvent.click(within(first).getByRole('button', { name: /^Comments\b/ }));
    const overlay = await screen.findByRole('dialog', { name: /^Comments\b/ });
    await within(overlay).findByText('Said before they closed');
    expect(within(overlay).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(overlay).getByRole('note')).toHaveTextContent(
      'Comments are turned off for this post',
    );
  });

  it('a comment refused because the author turned comments off turns the box into the notice', async () => {
    setPageGeometry(5000, 0);
    const post = makePost({ title: 'First' });
    routeFetch({
      'GET /getAllPost': () => jsonResponse({ success: true, data: [post], nextCursor: null }),
      'POST /createComment': () =>
        jsonResponse(
          {
            success: false,
            code: 'COMMENTS_DISABLED',
            message: 'Comments are turned off for this post',
          },
          403,
        ),
    });
    renderFeed();
    const card = await screen.findByRole('article');
    fireEvent.change(within(card).getByLabelText('Add a comment'), {
      target: { value: 'Great game' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Post' }));
    expect(await within(card).findByRole('note')).toHaveTextContent(
      'Comments are turned off for this post',
    );
    expect(within(card).queryByLabelText('Add a comment')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Comments\b/ })).toHaveTextContent('0');
  });
});
