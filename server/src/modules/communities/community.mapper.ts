import { mediaUrl } from '../../core/storage/media-url';
import type { CommunityDto } from './dto/community.dto';

/** One row of the community queries in CommunitiesService (joined with the owner). */
export interface CommunityRow {
  id: string;
  name: string;
  description: string;
  banner_key: string | null;
  banner_card_key: string | null;
  num_of_members: number;
  created_at: Date;
  owner_id: string;
  owner_user_name: string;
  owner_full_name: string;
  /** The visibility rule lets the viewer see the owner (not hibernated, no block either way). */
  owner_visible: boolean;
  is_member: boolean;
}

const banner = { public: true, viewer: null };

export function toCommunityDto(row: CommunityRow, viewerId: string): CommunityDto {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    // A community, its name and banner are public (every list shows them).
    bannerImage: mediaUrl(row.banner_card_key ?? row.banner_key, banner),
    bannerImageOriginal: mediaUrl(row.banner_key, banner),
    owner: row.owner_visible
      ? { _id: row.owner_id, userName: row.owner_user_name, fullName: row.owner_full_name }
      : null,
    membersCount: row.num_of_members,
    isMember: row.is_member,
    isOwner: row.owner_id === viewerId,
    createdAt: row.created_at.toISOString(),
  };
}
