import { dropComment, putComment, type CommentDto } from '@/entities/comment';
import { baseApi, type DeleteCommentAnswer, type Envelope } from '@/shared/api';

export interface CreateCommentArgs {
  postId: string;
  comment: string;
  parentCommentId?: string;
}

export interface EditCommentArgs {
  postId: string;
  commentId: string;
  comment: string;
}

export interface DeleteCommentArgs {
  postId: string;
  commentId: string;
}

/** Each answer patches the open thread in place; nothing reloads the whole thread. */
export const commentMutationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createComment: build.mutation<Envelope<CommentDto>, CreateCommentArgs>({
      query: (body) => ({ url: '/createComment', method: 'POST', body }),
      async onQueryStarted(_args, api) {
        const { data } = await api.queryFulfilled.catch(() => ({ data: null }));
        if (data?.data) putComment(api, data.data);
      },
    }),
    editComment: build.mutation<Envelope<CommentDto>, EditCommentArgs>({
      query: ({ commentId, comment }) => ({
        url: '/editComment',
        method: 'POST',
        body: { commentId, comment },
      }),
      async onQueryStarted(_args, api) {
        const { data } = await api.queryFulfilled.catch(() => ({ data: null }));
        if (data?.data) putComment(api, data.data);
      },
    }),
    deleteComment: build.mutation<Envelope<DeleteCommentAnswer>, DeleteCommentArgs>({
      query: ({ commentId }) => ({ url: '/deleteComment', method: 'POST', body: { commentId } }),
      async onQueryStarted({ postId, commentId }, api) {
        const { data } = await api.queryFulfilled.catch(() => ({ data: null }));
        if (data) dropComment(api, postId, commentId, data.data?.numOfComments);
      },
    }),
  }),
});

export const { useCreateCommentMutation, useEditCommentMutation, useDeleteCommentMutation } =
  commentMutationsApi;
