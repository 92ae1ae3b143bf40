import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, dataOf, listenWhileCached, READ_ONCE, TAGS } from '@/shared/api';
import type {
  CommentDto,
  CommentsPage,
  CommentUpdateEvent,
  CommentView,
  RepliesPage,
} from '../model/types';
import {
  appendReplies,
  removeFromThread,
  takeNewerPostCounts,
  upsertInThread,
  type ThreadDraft,
} from '../lib/thread';

/** Top-level comments per page of the overlay (their first replies come with them). */
export const COMMENTS_PAGE_SIZE = 20;
/** Replies a 'View more replies' reads at once. */
export const REPLIES_PAGE_SIZE = 10;

/** Which replies to read: the comment (of `postId`'s thread) and its `repliesCursor`. */
export interface RepliesRequest {
  postId: string;
  commentId: string;
  cursor: string;
}

export const commentTag = (postId: string) => ({ type: TAGS.comment, id: postId }) as const;

export const commentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A post's thread, page by page (top-level comments oldest first, replies nested). Pushes
     * patch it: a new or edited comment is read alone and put in place, a deleted one leaves.
     */
    viewComments: build.infiniteQuery<CommentsPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: postId, pageParam }) => ({
        url: '/viewComments',
        method: 'POST',
        body: { postId, limit: COMMENTS_PAGE_SIZE, cursor: pageParam ?? undefined },
      }),
      providesTags: (_result, _error, postId) => [commentTag(postId)],
      onCacheEntryAdded(postId, api) {
        const onUpdate = (event: CommentUpdateEvent) => {
          if (event?.postId !== postId) return;
          if (event.action === 'deleted') {
            api.updateCachedData((draft) => void removeFromThread(draft, event.commentId));
            return;
          }
          api
            .dispatch(commentApi.endpoints.viewComment.initiate(event.commentId, READ_ONCE))
            .unwrap()
            .then(
              ({ comment, numOfComments, postCounts }) =>
                api.updateCachedData((draft) => {
                  upsertInThread(draft, comment, numOfComments);
                  takeNewerPostCounts(draft, postCounts);
                }),
              // Gone again, or hidden from me: nothing to show.
              () => undefined,
            );
        };
        return listenWhileCached(api, { comment_update: onUpdate });
      },
    }),

    /** The next replies of a comment, put under it in the open thread. */
    viewReplies: build.query<RepliesPage, RepliesRequest>({
      query: ({ commentId, cursor }) => ({
        url: '/viewReplies',
        method: 'POST',
        body: { commentId, cursor, limit: REPLIES_PAGE_SIZE },
      }),
      keepUnusedDataFor: 0,
      async onQueryStarted({ postId, commentId }, api) {
        const { data } = await api.queryFulfilled.catch(() => ({ data: null }));
        if (data) updateThread(api, postId, (draft) => appendReplies(draft, commentId, data));
      },
    }),

    /** One comment and its replies, read when a push names it. */
    viewComment: build.query<CommentView, string>({
      query: (commentId) => ({ url: '/viewComment', method: 'POST', body: { commentId } }),
      // A success always carries the comment; the envelope type leaves `data` optional.
      transformResponse: dataOf<CommentView>,
      keepUnusedDataFor: 0,
    }),
  }),
});

type ApiState = Parameters<typeof commentApi.util.selectCachedArgsForQuery>[0];

/** The store as thread helpers need it. */
export interface CommentCacheApi {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
}

function updateThread(api: CommentCacheApi, postId: string, recipe: (draft: ThreadDraft) => void) {
  const state = api.getState() as ApiState;
  const dispatch = api.dispatch as ThunkDispatch<ApiState, unknown, UnknownAction>;
  if (!commentApi.util.selectCachedArgsForQuery(state, 'viewComments').includes(postId)) return;
  // Braces: a value returned to Immer would replace the thread (a `false` from a removal did).
  dispatch(
    commentApi.util.updateQueryData('viewComments', postId, (draft) => {
      recipe(draft);
    }),
  );
}

/** My new or edited comment, from the server's answer, into the open thread (shown at once). */
export function putComment(api: CommentCacheApi, comment: CommentDto) {
  updateThread(api, comment.postId, (draft) => upsertInThread(draft, comment, undefined, true));
}

/** My deleted comment (and its replies) out of the open thread. */
export function dropComment(
  api: CommentCacheApi,
  postId: string,
  commentId: string,
  numOfComments?: number,
) {
  updateThread(api, postId, (draft) => removeFromThread(draft, commentId, numOfComments));
}

export const { useViewCommentsInfiniteQuery, useLazyViewRepliesQuery } = commentApi;
