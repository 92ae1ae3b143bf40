import { TEXT_LIMITS } from '@contracts';

/** Communities: SPEC §5 and §9 limits, and the list sizes the server answers. */
export const COMMUNITIES = {
  nameMin: TEXT_LIMITS.communityNameMin,
  nameMax: TEXT_LIMITS.communityNameMax,
  descriptionMax: TEXT_LIMITS.communityDescriptionMax,
  /** The banner is a PNG or JPEG of at most 5 MB. */
  bannerMaxBytes: 5 * 1024 * 1024,
  bannerAccept: '.png,.jpeg,.jpg,image/png,image/jpeg',
  bannerTypes: ['image/png', 'image/jpeg', 'image/jpg'],
  /** The feed's suggestions, most members first. */
  suggestedCount: 5,
  /** Cards read per page of Your Communities / Explore Communities. */
  pageSize: 12,
  /** Community posts per page (as the feed). */
  postsPageSize: 3,
} as const;

/** The community page of a community id. */
export function communityPath(communityId: string): string {
  return `/community/${communityId}`;
}
