import type { CommentDto } from '@/entities/comment';
import { commentTag } from '@/entities/comment';
import { baseApi, type Envelope } from '@/shared/api';

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

export const commentMutationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createComment: build.mutation<Envelope<CommentDto>, CreateCommentArgs>({
      query: (body) => ({ url: '/createComment', method: 'POST', body }),
      invalidatesTags: (result, _error, { postId }) => (result ? [commentTag(postId)] : []),
    }),
    editComment: build.mutation<Envelope<CommentDto>, EditCommentArgs>({
      query: ({ commentId, comment }) => ({
        url: '/editComment',
        method: 'POST',
        body: { commentId, comment },
      }),
      invalidatesTags: (result, _error, { postId }) => (result ? [commentTag(postId)] : []),
    }),
    deleteComment: build.mutation<Envelope<{ numOfComments: number }>, DeleteCommentArgs>({
      query: ({ commentId }) => ({ url: '/deleteComment', method: 'POST', body: { commentId } }),
      invalidatesTags: (result, _error, { postId }) => (result ? [commentTag(postId)] : []),
    }),
  }),
});

export const { useCreateCommentMutation, useEditCommentMutation, useDeleteCommentMutation } =
  commentMutationsApi;
