import { POSTS } from '@/shared/config';
import { Emitter } from '@socket.io/component-emitter';
import { getSocket, type Page, type PostCounts } from '@/shared/api';
import { jsonResponse, routeFetch } from '../../../../test/http';
import { makePost } from '../../../../test/posts';
import { makeTestStore } from '../../../../test/render';
import type { PostDto } from '../model/types';
import { forgetCounts } from '../lib/newerCounts';
import { countCommentAhead, patchCounts, postApi } from './postApi';

/** What the server pushes, as the app's socket hands it to its listeners. */
function push(event: string, payload: unknown) {
  (Emitter.prototype.emit as (event: string, ...args: unknown[]) => unknown).call(
    getSocket(),
    event,
    payload,
  );
}

const ARGS = { limit: 20 };

function counts(post: PostDto, change: Partial<PostCounts>): PostCounts {
  const { numOfLikes, numOfComments, savedCount, numOfReposts, countsVersion } = post;
  return { numOfLikes, numOfComments, savedCount, numOfReposts, countsVersion, ...change };
}

function feedPage(posts: PostDto[]): Page<PostDto> {
  return { success: true, data: posts.map((post) => ({ ...post })), nextCursor: null };
}

/** A deferred answer: the test decides when a read lands. */
function later() {
  let answer: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => (answer = resolve));
  return { response, answer };
}

async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a post list’s counters', () => {
  const stores: ReturnType<typeof makeTestStore>['store'][] = [];
  beforeEach(() => forgetCounts());
  // The socket is the app's one: a test's cached lists stop listening to it when they go.
  afterEach(() =>
    stores.splice(0).forEach((store) => store.dispatch(postApi.util.resetApiState())),
  );

  function openFeed(first: Page<PostDto>) {
    const reads: ReturnType<typeof later>[] = [];
    routeFetch({
      'GET /getAllPost': () => {
        if (reads.length === 0) {
          reads.push(later());
          return jsonResponse(first);
        }
        const read = later();
        reads.push(read);
        return read.response;
      },
    });
    const { store } = makeTestStore();
    stores.push(store);
    const subscription = store.dispatch(postApi.endpoints.getAllPost.initiate(ARGS));
    const shown = () =>
      postApi.endpoints.getAllPost.select(ARGS)(store.getState()).data?.pages[0].data ?? [];
    return { store, subscription, shown, reads };
  }

  it('keep the newest of a push and a page read before it that lands after it', async () => {
    const post = makePost({ numOfLikes: 4, countsVersion: 10 });
    const { subscription, shown, reads } = openFeed(feedPage([post]));
    await subscription;
    await settle();

    const refetch = subscription.refetch();
    await settle();
    push('post_counts', {
      postId: post._id,
      counts: counts(post, { numOfLikes: 5, countsVersion: 11 }),
    });
    expect(shown()[0]).toMatchObject({ numOfLikes: 5, countsVersion: 11 });

    // The refetch was read by the server before the like: it says 4, at version 10.
    reads[1].answer(jsonResponse(feedPage([post])));
    await refetch;
    await settle();
    expect(shown()[0]).toMatchObject({ numOfLikes: 5, countsVersion: 11 });
    subscription.unsubscribe();
  });

  it('let an older push or answer change nothing, and a newer page win', async () => {
    const post = makePost({ numOfLikes: 4, countsVersion: 10 });
    const { store, subscription, shown, reads } = openFeed(feedPage([post]));
    await subscription;
    await settle();

    push('post_counts', {
      postId: post._id,
      counts: counts(post, { numOfLikes: 7, countsVersion: 13 }),
    });
    push('post_counts', {
      postId: post._id,
      counts: counts(post, { numOfLikes: 6, countsVersion: 12 }),
    });
    patchCounts(store, post._id, counts(post, { numOfLikes: 5, countsVersion: 11 }));
    expect(shown()[0]).toMatchObject({ numOfLikes: 7, countsVersion: 13 });

    const refetch = subscription.refetch();
    await settle();
    reads[1].answer(
      jsonResponse(feedPage([{ ...post, numOfLikes: 2, numOfComments: 1, countsVersion: 16 }])),
    );
    await refetch;
    await settle();
    expect(shown()[0]).toMatchObject({ numOfLikes: 2, numOfComments: 1, countsVersion: 16 });
    subscription.unsubscribe();
  });

  it('a connection right after the first read reads nothing again; a later one catches up', async () => {
    const now = jest.spyOn(Date, 'now');
    const post = makePost({ numOfLikes: 1, countsVersion: 3 });
    const { subscription, shown, reads } = openFeed(feedPage([post]));
    await subscription;
    await settle();

    // The socket connects a moment after the page's first read (start-up): that read stands.
    push('connect', undefined);
    await settle();
    expect(reads).toHaveLength(1);

    // A reconnection later on: the pushes missed meanwhile come with the first page read again.
    now.mockReturnValue(Date.now() + POSTS.catchUpAfterMs + 1);
    push('connect', undefined);
    await settle();
    const fresh = makePost({ title: 'Posted while we were away' });
    expect(reads).toHaveLength(2); // the first page, read again
    reads[1].answer(jsonResponse(feedPage([fresh, { ...post, numOfLikes: 2, countsVersion: 4 }])));
    await settle();
    expect(shown().map((p) => p.title)).toEqual([fresh.title, post.title]);
    expect(shown()[1]).toMatchObject({ numOfLikes: 2, countsVersion: 4 });
    subscription.unsubscribe();
    now.mockRestore();
  });

  it('follow a post read alone (opened from a link) too: pushes, answers and a reconnection', async () => {
    const post = makePost({ numOfLikes: 1, countsVersion: 2 });
    let answer = post;
    routeFetch({
      [`GET /getPost/${post._id}`]: () => jsonResponse({ success: true, data: answer }),
    });
    const { store } = makeTestStore();
    stores.push(store);
    const subscription = store.dispatch(postApi.endpoints.getPost.initiate(post._id));
    await subscription;
    await settle();
    const shown = () => postApi.endpoints.getPost.select(post._id)(store.getState()).data;

    push('post_counts', {
      postId: post._id,
      counts: counts(post, { numOfLikes: 3, countsVersion: 4 }),
    });
    expect(shown()).toMatchObject({ numOfLikes: 3, countsVersion: 4 });
    patchCounts(store, post._id, counts(post, { numOfLikes: 2, countsVersion: 3 }));
    expect(shown()).toMatchObject({ numOfLikes: 3, countsVersion: 4 });
    patchCounts(
      store,
      post._id,
      counts(post, { numOfComments: 1, numOfLikes: 3, countsVersion: 5 }),
    );
    expect(shown()).toMatchObject({ numOfLikes: 3, numOfComments: 1, countsVersion: 5 });

    // The socket (re)connects: the post is read again, and its newer counts show.
    answer = { ...post, numOfLikes: 4, numOfComments: 1, countsVersion: 6 };
    push('connect', undefined);
    await settle();
    expect(shown()).toMatchObject({ numOfLikes: 4, countsVersion: 6 });
    subscription.unsubscribe();
  });

  it('take a failed comment of mine back only where it is still counted', async () => {
    const post = makePost({ numOfComments: 3, numOfLikes: 1, countsVersion: 10 });
    const { store, subscription, shown, reads } = openFeed(feedPage([post]));
    await subscription;
    await settle();

    // Failed with nothing in between: the count is what it was.
    countCommentAhead(store, post._id).settle(false);
    expect(shown()[0]).toMatchObject({ numOfComments: 3, countsVersion: 10 });

    // Someone's like is pushed while my comment is on its way: its counts are the server's.
    const pushedOver = countCommentAhead(store, post._id);
    expect(shown()[0]).toMatchObject({ numOfComments: 4 });
    push('post_counts', {
      postId: post._id,
      counts: counts(post, { numOfLikes: 2, countsVersion: 11 }),
    });
    pushedOver.settle(false);
    expect(shown()[0]).toMatchObject({ numOfComments: 3, numOfLikes: 2, countsVersion: 11 });

    // The list is read again while my comment is on its way: the page it brings is the server's.
    const readOver = countCommentAhead(store, post._id);
    const refetch = subscription.refetch();
    await settle();
    reads[1].answer(jsonResponse(feedPage([{ ...post, numOfLikes: 2, countsVersion: 11 }])));
    await refetch;
    await settle();
    readOver.settle(false);
    expect(shown()[0]).toMatchObject({ numOfComments: 3, countsVersion: 11 });

    // Kept: it stays counted, and a later failure takes back only its own.
    countCommentAhead(store, post._id).settle(true);
    countCommentAhead(store, post._id).settle(false);
    expect(shown()[0]).toMatchObject({ numOfComments: 4, countsVersion: 11 });
    subscription.unsubscribe();
  });

  it('keep newer counts when an edit’s answer was read before them', async () => {
    const post = makePost({ title: 'Before', numOfLikes: 1, countsVersion: 5 });
    const { store, subscription, shown } = openFeed(feedPage([post]));
    await subscription;
    await settle();
    const edit = later();
    routeFetch({ 'POST /editPost': () => edit.response });

    const editing = store.dispatch(
      postApi.endpoints.editPost.initiate({ postId: post._id, title: 'After' }),
    );
    push('post_counts', {
      postId: post._id,
      counts: counts(post, { numOfLikes: 2, countsVersion: 6 }),
    });
    edit.answer(jsonResponse({ success: true, data: { ...post, title: 'After' } }));
    await editing;
    await settle();
    expect(shown()[0]).toMatchObject({ title: 'After', numOfLikes: 2, countsVersion: 6 });
    subscription.unsubscribe();
  });

  it('show what another tab of mine did: its like, save or repost and their counts', async () => {
    const post = makePost({ isLiked: false, isSaved: false, numOfLikes: 1, countsVersion: 4 });
    const { subscription, shown } = openFeed(feedPage([post]));
    await subscription;
    await settle();

    push('my_engagement', {
      postId: post._id,
      kind: 'like',
      active: true,
      counts: counts(post, { numOfLikes: 2, countsVersion: 5 }),
    });
    expect(shown()[0]).toMatchObject({ isLiked: true, numOfLikes: 2, countsVersion: 5 });
    push('my_engagement', {
      postId: post._id,
      kind: 'save',
      active: true,
      counts: counts(post, { numOfLikes: 2, savedCount: 1, countsVersion: 6 }),
    });
    expect(shown()[0]).toMatchObject({ isLiked: true, isSaved: true, savedCount: 1 });
    subscription.unsubscribe();
  });
});
