import { baseApi, type Envelope } from '@/shared/api';

export interface SaveResult {
  saved: boolean;
  savedCount: number;
}

export const saveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Toggles; the answer's message ('Post saved' / 'Post removed from saved') is shown as is. */
    savePost: build.mutation<Envelope<SaveResult>, string>({
      query: (postId) => ({ url: '/savePost', method: 'POST', body: { postId } }),
    }),
  }),
});

export const { useSavePostMutation } = saveApi;
