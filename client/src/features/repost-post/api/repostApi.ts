import { baseApi, type Envelope, type RepostAnswer } from '@/shared/api';

export type RepostResult = RepostAnswer;

export const repostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    repost: build.mutation<Envelope<RepostResult>, string>({
      query: (postId) => ({ url: '/repost', method: 'POST', body: { postId } }),
    }),
  }),
});

export const { useRepostMutation } = repostApi;
