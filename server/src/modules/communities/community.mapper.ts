import { mediaUrl } from '../../core/storage/object-key';
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
  is_member: boolean;
}

export function toCommunityDto(row: CommunityRow, viewerId: string): CommunityDto {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    bannerImage: mediaUrl(row.banner_card_key ?? row.banner_key),
    bannerImageOriginal: mediaUrl(row.banner_key),
    owner: { _id: row.owner_id, userName: row.owner_user_name, fullName: row.owner_full_name },
    membersCount: row.num_of_members,
    isMember: row.is_member,
    isOwner: row.owner_id === viewerId,
    createdAt: row.created_at.toISOString(),
  };
}
