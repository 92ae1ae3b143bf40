import { baseApi, type Envelope, type LikeAnswer } from '@/shared/api';

export type LikeResult = LikeAnswer;

export const likeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likePost: build.mutation<Envelope<LikeResult>, string>({
      query: (postId) => ({ url: '/like', method: 'POST', body: { postId } }),
    }),
    unlikePost: build.mutation<Envelope<LikeResult>, string>({
      query: (postId) => ({ url: '/dislike', method: 'POST', body: { postId } }),
    }),
  }),
});

export const { useLikePostMutation, useUnlikePostMutation } = likeApi;
