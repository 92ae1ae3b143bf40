import { baseApi, TAGS } from '@/shared/api';

export interface FollowResult {
  following: boolean;
  numOfFollowers: number;
  numOfFollowing: number;
}

interface FollowEnvelope {
  success: boolean;
  message?: string;
  data: FollowResult;
}

export const followToggleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    toggleFollow: build.mutation<FollowResult, string>({
      query: (followingId) => ({ url: '/follow', method: 'POST', body: { followingId } }),
      transformResponse: (response: FollowEnvelope) => response.data,
      invalidatesTags: [TAGS.follow, TAGS.people, TAGS.profile, TAGS.currentUser],
    }),
  }),
});

export const { useToggleFollowMutation } = followToggleApi;
