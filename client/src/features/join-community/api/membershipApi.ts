import {
  COMMUNITY_LISTS_TAG,
  DISCOVER_TAG,
  markCommunityLeft,
  type CommunityMembership,
} from '@/entities/community';
import { baseApi, TAGS, type Envelope } from '@/shared/api';

const changedTags = (communityId: string) => [
  COMMUNITY_LISTS_TAG,
  DISCOVER_TAG,
  { type: TAGS.community, id: communityId },
];

/** Join, leave, delete: the lists that split by membership read again afterwards. */
export const membershipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    joinCommunity: build.mutation<Envelope<CommunityMembership>, string>({
      query: (communityId) => ({ url: '/community/join', method: 'POST', body: { communityId } }),
      invalidatesTags: (result, _error, communityId) => (result ? changedTags(communityId) : []),
    }),
    leaveCommunity: build.mutation<Envelope<CommunityMembership>, string>({
      query: (communityId) => ({ url: '/community/leave', method: 'POST', body: { communityId } }),
      // Not the community's own page: read again, it would only answer 403 to a non-member.
      invalidatesTags: (result) => (result ? [COMMUNITY_LISTS_TAG, DISCOVER_TAG] : []),
      async onQueryStarted(communityId, { dispatch, queryFulfilled }) {
        const left = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (left) markCommunityLeft(dispatch, communityId);
      },
    }),
    deleteCommunity: build.mutation<Envelope<undefined>, string>({
      query: (communityId) => ({ url: '/community/delete', method: 'POST', body: { communityId } }),
      invalidatesTags: (result) => (result ? [COMMUNITY_LISTS_TAG, DISCOVER_TAG] : []),
    }),
  }),
});

export const { useJoinCommunityMutation, useLeaveCommunityMutation, useDeleteCommunityMutation } =
  membershipApi;
