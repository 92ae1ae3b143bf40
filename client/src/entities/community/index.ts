export type {
  CommunityDto,
  CommunityMembership,
  CommunityUpdatePayload,
  DiscoverPost,
} from './model/types';
export {
  communityApi,
  useGetCommunitiesInfiniteQuery,
  useGetSuggestedCommunitiesQuery,
  useGetCommunityQuery,
  useGetDiscoverQuery,
  COMMUNITY_LISTS_TAG,
  DISCOVER_TAG,
  markCommunityLeft,
  type CommunityListArgs,
} from './api/communityApi';
export { useCommunityRoom } from './lib/useCommunityRoom';
export { useWatchCommunity } from './lib/communityWatch';
export { CommunityCard, type CommunityCardProps } from './ui/CommunityCard';
