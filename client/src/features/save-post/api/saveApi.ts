import { SAVED_POSTS_TAG } from '@/entities/post';
import { baseApi, type Envelope, type SaveAnswer } from '@/shared/api';

export type SaveResult = SaveAnswer;

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
