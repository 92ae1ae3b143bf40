import type { CommunityListArgs } from '@/entities/community';
import { COMMUNITIES } from '@/shared/config';

/** 'Your Communities' as GET /community reads it; Discover shares its cache entry, not a request. */
export const MY_COMMUNITIES: CommunityListArgs = { member: true, limit: COMMUNITIES.pageSize };
