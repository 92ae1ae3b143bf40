import { COMMUNITY_LISTS_TAG, type CommunityDto } from '@/entities/community';
import { baseApi, type Envelope } from '@/shared/api';

export const createCommunityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart name, description, bannerImage; the creator is the owner and first member. */
    createCommunity: build.mutation<Envelope<CommunityDto>, FormData>({
      query: (body) => ({ url: '/community/create', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [COMMUNITY_LISTS_TAG] : []),
    }),
  }),
});

export const { useCreateCommunityMutation } = createCommunityApi;
