import { SAVED_POSTS_TAG } from '@/entities/post';
import { baseApi, type Envelope } from '@/shared/api';

export interface SaveResult {
  saved: boolean;
  savedCount: number;
}

export const saveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Toggles; the answer's message ('Post saved' / 'Post removed from saved') is shown as is.
     * My saved posts (the profile's Saved tab) are read again.
     */
    savePost: build.mutation<Envelope<SaveResult>, string>({
      query: (postId) => ({ url: '/savePost', method: 'POST', body: { postId } }),
      invalidatesTags: (result) => (result ? [SAVED_POSTS_TAG] : []),
    }),
  }),
});

export const { useSavePostMutation } = saveApi;
