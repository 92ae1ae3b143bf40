import type { Post } from './posts';

/** The owner as community cards show them. */
export interface CommunityOwner {
  _id: string;
  userName: string;
  fullName: string;
}

/** A community as every list, card and page shows it. */
export interface Community {
  _id: string;
  name: string;
  description: string;
  /** Card-sized WebP of the banner (at most 960 px wide). */
  bannerImage: string | null;
  /** The banner as uploaded (metadata stripped). */
  bannerImageOriginal: string | null;
  /** Null when the owner is hidden from the caller (hibernated, or blocked either way). */
  owner: CommunityOwner | null;
  membersCount: number;
  /** The caller's own state. */
  isMember: boolean;
  isOwner: boolean;
  createdAt: string;
}

/** Body of POST /community/join, /leave and /delete. */
export interface CommunityIdBody {
  communityId: string;
}

/** Answer of join and leave: the caller's membership and the count after it. */
export interface CommunityMembership {
  communityId: string;
  isMember: boolean;
  membersCount: number;
}

/** Answer of GET /community/{id}/membersCount: the count at the top level, as SPEC §7 reads it. */
export interface CommunityMembersCountAnswer {
  success: true;
  membersCount: number;
}

/** Which lists GET /community answers: `members` is most members first (ties: newest). */
export type CommunitySort = 'newest' | 'members';

/** A post of GET /community/discover, with the community it was posted in. */
export interface DiscoverPost extends Post {
  community: { _id: string; name: string };
}
