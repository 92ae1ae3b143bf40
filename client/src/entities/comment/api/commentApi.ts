import { baseApi, getSocket, TAGS, type Envelope } from '@/shared/api';
import type { CommentDto, CommentUpdateEvent } from '../model/types';

export const commentTag = (postId: string) => ({ type: TAGS.comment, id: postId }) as const;

export const commentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The post's comment tree; refetched when the server pushes `comment_update` for the post. */
    viewComments: build.query<CommentDto[], string>({
      query: (postId) => ({ url: '/viewComments', method: 'POST', body: { postId } }),
      transformResponse: (response: Envelope<CommentDto[]>) => response.data ?? [],
      providesTags: (_result, _error, postId) => [commentTag(postId)],
      async onCacheEntryAdded(postId, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const socket = getSocket();
        const onUpdate = (event: CommentUpdateEvent) => {
          if (event?.postId === postId) dispatch(baseApi.util.invalidateTags([commentTag(postId)]));
        };
        socket.on('comment_update', onUpdate);
        await cacheEntryRemoved;
        socket.off('comment_update', onUpdate);
      },
    }),
  }),
});

export const { useViewCommentsQuery } = commentApi;
