import { baseApi, type Envelope } from '@/shared/api';

export interface RepostResult {
  reposted: boolean;
  numOfReposts: number;
}

export const repostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    repost: build.mutation<Envelope<RepostResult>, string>({
      query: (postId) => ({ url: '/repost', method: 'POST', body: { postId } }),
    }),
  }),
});

export const { useRepostMutation } = repostApi;
