import type { CommunityDto } from '@/entities/community';
import { ME, OTHER } from './posts';

let seq = 0;

/** A community as GET /community answers it; by default someone else's that the viewer is not in. */
export function makeCommunity(overrides: Partial<CommunityDto> = {}): CommunityDto {
  seq += 1;
  const id = `${String(seq).padStart(8, '0')}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`;
  return {
    _id: id,
    name: `Club ${seq}`,
    description: `Description of club ${seq}`,
    bannerImage: `/media/communities/x/${id}-card.webp`,
    bannerImageOriginal: `/media/communities/x/${id}.png`,
    owner: { _id: OTHER._id, userName: OTHER.userName, fullName: OTHER.fullName },
    membersCount: 3,
    isMember: false,
    isOwner: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Owned by the logged-in test user (ME). */
export function makeOwnCommunity(overrides: Partial<CommunityDto> = {}): CommunityDto {
  return makeCommunity({
    owner: { _id: ME._id, userName: ME.userName, fullName: ME.fullName },
    isMember: true,
    isOwner: true,
    ...overrides,
  });
}

export function page<T>(data: T[], nextCursor: string | null = null) {
  return { success: true, data, nextCursor };
}
