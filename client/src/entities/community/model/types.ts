import type {
  Community,
  CommunityMembership,
  CommunityUpdatePayload,
  DiscoverPost,
} from '@/shared/api';

/** The wire shapes of communities (the server's contract). */
export type CommunityDto = Community;
export type { CommunityMembership, CommunityUpdatePayload, DiscoverPost };
