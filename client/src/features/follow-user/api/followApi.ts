import { baseApi, TAGS, type Envelope } from '@/shared/api';

export interface FollowResult {
  following: boolean;
  numOfFollowers: number;
  numOfFollowing: number;
}

export const followUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /follow toggles; the post card only ever wants to end up following. */
    followUser: build.mutation<Envelope<FollowResult>, string>({
      query: (followingId) => ({ url: '/follow', method: 'POST', body: { followingId } }),
      invalidatesTags: [TAGS.follow, TAGS.profile, TAGS.people],
    }),
  }),
});

export const { useFollowUserMutation } = followUserApi;
