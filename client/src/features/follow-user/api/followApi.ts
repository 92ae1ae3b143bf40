import { patchAuthorFollowing } from '@/entities/post';
import { baseApi, TAGS, type Envelope, type FollowRequest, type FollowResult } from '@/shared/api';

/**
 * The one follow call. The client always says what it wants (`follow: true | false`), so a click
 * can never undo a follow made elsewhere; the answer updates every cached post by that author at
 * once, and the tags refresh user cards, follow lists, profiles and my counters.
 */
export const followApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    follow: build.mutation<FollowResult, Required<FollowRequest>>({
      query: (body) => ({ url: '/follow', method: 'POST', body }),
      transformResponse: (response: Envelope<FollowResult>) =>
        response.data ?? { following: false, numOfFollowers: 0, numOfFollowing: 0 },
      invalidatesTags: (result) =>
        result ? [TAGS.follow, TAGS.people, TAGS.profile, TAGS.currentUser] : [],
      async onQueryStarted({ followingId }, api) {
        const { data } = await api.queryFulfilled.catch(() => ({ data: null }));
        if (data) patchAuthorFollowing(api, followingId, data.following);
      },
    }),
  }),
});

export const { useFollowMutation } = followApi;
