import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * Communities as far as posts need them: does one exist, is a user a member, and the one SQL
 * filter that hides community posts from non-members (the feed, profiles and saved lists all use it).
 */
@Injectable()
export class CommunitiesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async exists(communityId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM communities WHERE id = $1`, [
      communityId,
    ]);
    return rows.length > 0;
  }

  async isMember(userId: string, communityId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM community_members WHERE community_id = $1 AND user_id = $2`,
      [communityId, userId],
    );
    return rows.length > 0;
  }

  /**
   * A SQL condition true for the posts the viewer may see: posts outside communities, and posts of
   * communities the viewer belongs to. `communityColumn` is e.g. `p.community_id`; `viewerParam`
   * the placeholder of the viewer's id (`$1`), or null for an anonymous caller.
   */
  visiblePostsCondition(communityColumn: string, viewerParam: string | null): string {
    if (!viewerParam) return `${communityColumn} IS NULL`;
    return `(${communityColumn} IS NULL OR EXISTS (SELECT 1 FROM community_members cm
      WHERE cm.community_id = ${communityColumn} AND cm.user_id = ${viewerParam}::uuid))`;
  }
}
