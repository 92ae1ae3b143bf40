import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { containsTermSql } from '../../core/database/contains-term';
import { likePattern, limitSql, type Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import type { Cursor } from '../../core/http/pagination';
import { joinUserSql } from '../users/user-row';
import { visibilitySql } from '../visibility';
import type { CommunityRow } from './community.mapper';

/**
 * The communities `c` with their owner `u` as the viewer may see them (`owner_visible`: the
 * visibility rule; an owner hidden from the viewer, hibernated or blocked either way, is not
 * named). `$1` is the viewer; the rule binds what it needs after the values already in `params`.
 */
function selectCommunities(params: unknown[], viewerId: string): string {
  const ownerVisible = visibilitySql.user(new SqlParams([], params), 'u.id', viewerId, {
    hibernatedAt: 'u.hibernated_at',
    suspendedAt: 'u.suspended_at',
  });
  return `SELECT c.id, c.name, c.description, c.banner_key, c.banner_card_key,
    c.num_of_members, c.created_at,
    u.id AS owner_id, u.user_name AS owner_user_name, u.full_name AS owner_full_name,
    ${ownerVisible} AS owner_visible,
    EXISTS (SELECT 1 FROM community_members m
            WHERE m.community_id = c.id AND m.user_id = $1::uuid) AS is_member
  FROM communities c ${joinUserSql('u', 'c.owner_id')}`;
}

/** Which communities a page of the list holds. */
export interface CommunityFilter {
  /** true: the viewer's communities; false: the others. */
  member?: boolean;
  /** Part of the name, any case. */
  q?: string;
  /** Most members first (ties: newest); newest first otherwise. */
  byMembers: boolean;
}

/** A community's banner keys (deleted with it). */
interface BannerRow {
  banner_key: string | null;
  banner_card_key: string | null;
}

/**
 * Every statement of `communities` and `community_members` (this module owns them), and the
 * fragment that lends the memberships to the posts module's Discover page. `num_of_members` is
 * kept by a trigger on the memberships.
 */
@Injectable()
export class CommunitiesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async isMember(userId: string, communityId: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `SELECT 1 FROM community_members WHERE community_id = $1 AND user_id = $2`,
      [communityId, userId],
    );
    return rows.length > 0;
  }

  async communityIdsOf(userId: string): Promise<string[]> {
    const rows = await sqlRows<{ community_id: string }>(
      this.db,
      `SELECT community_id FROM community_members WHERE user_id = $1`,
      [userId],
    );
    return rows.map((r) => r.community_id);
  }

  async ownerOf(communityId: string): Promise<string | null> {
    const rows = await sqlRows<{ owner_id: string }>(
      this.db,
      `SELECT owner_id FROM communities WHERE id = $1`,
      [communityId],
    );
    return rows[0]?.owner_id ?? null;
  }

  async namesOf(communityIds: string[]): Promise<Map<string, string>> {
    const rows = await sqlRows<{ id: string; name: string }>(
      this.db,
      `SELECT id, name FROM communities WHERE id = ANY($1::uuid[])`,
      [communityIds],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * `limit` communities after `after` in the filter's order, as the viewer sees them. The page
   * size is written into the statement: bound as a parameter, the members order was planned on
   * every call.
   */
  page(
    viewerId: string,
    filter: CommunityFilter,
    after: Cursor | null,
    limit: number,
  ): Promise<CommunityRow[]> {
    const params: unknown[] = [viewerId];
    const where: string[] = [];
    const member = `EXISTS (SELECT 1 FROM community_members m
                    WHERE m.community_id = c.id AND m.user_id = $1::uuid)`;
    if (filter.member === true) where.push(member);
    if (filter.member === false) where.push(`NOT ${member}`);
    if (filter.q) {
      params.push(likePattern(filter.q));
      const pattern = `$${params.length}`;
      where.push(containsTermSql(new SqlParams([], params), 'c.name::text', filter.q, pattern));
    }
    if (after) {
      if (filter.byMembers) {
        const [members, at] = after.key.split(':').map(Number);
        params.push(members, new Date(at), after.id);
        const n = params.length;
        where.push(`(c.num_of_members, c.created_at, c.id) < ($${n - 2}, $${n - 1}, $${n}::uuid)`);
      } else {
        params.push(new Date(Number(after.key)), after.id);
        const n = params.length;
        where.push(`(c.created_at, c.id) < ($${n - 1}, $${n}::uuid)`);
      }
    }
    const order = filter.byMembers
      ? 'c.num_of_members DESC, c.created_at DESC, c.id DESC'
      : 'c.created_at DESC, c.id DESC';
    const select = selectCommunities(params, viewerId);
    where.push(visibilitySql.community(new SqlParams([], params), 'c', viewerId));
    return sqlRows<CommunityRow>(
      this.db,
      `${select} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${order} ${limitSql(limit)}`,
      params,
    );
  }

  /** One community as the viewer sees it; null when there is none. */
  async find(viewerId: string, communityId: string): Promise<CommunityRow | null> {
    const params: unknown[] = [viewerId, communityId];
    const select = selectCommunities(params, viewerId);
    const hidden = visibilitySql.community(new SqlParams([], params), 'c', viewerId);
    const [row] = await sqlRows<CommunityRow>(
      this.db,
      `${select} WHERE c.id = $2 AND ${hidden}`,
      params,
    );
    return row ?? null;
  }

  /** Whether the user belongs to the community; null when there is no such community. */
  async membership(communityId: string, userId: string): Promise<boolean | null> {
    const [row] = await sqlRows<{ is_member: boolean }>(
      this.db,
      `SELECT EXISTS (SELECT 1 FROM community_members m
                      WHERE m.community_id = c.id AND m.user_id = $2) AS is_member
       FROM communities c WHERE c.id = $1`,
      [communityId, userId],
    );
    return row ? row.is_member : null;
  }

  /** The member count (in `db`, after a join or leave, as the trigger left it); null: gone. */
  async membersCount(communityId: string, db: Queryable = this.db): Promise<number | null> {
    const [row] = await sqlRows<{ num_of_members: number }>(
      db,
      `SELECT num_of_members FROM communities WHERE id = $1`,
      [communityId],
    );
    return row?.num_of_members ?? null;
  }

  /** A new community owned by its first member, in `tx`. */
  async insert(
    tx: Queryable,
    community: {
      name: string;
      description: string;
      bannerKey: string;
      cardKey: string | null;
      ownerId: string;
    },
  ): Promise<string> {
    const [row] = await sqlRows<{ id: string }>(
      tx,
      `INSERT INTO communities (name, description, banner_key, banner_card_key, owner_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        community.name,
        community.description,
        community.bannerKey,
        community.cardKey,
        community.ownerId,
      ],
    );
    await sqlRows(tx, `INSERT INTO community_members (community_id, user_id) VALUES ($1, $2)`, [
      row.id,
      community.ownerId,
    ]);
    return row.id;
  }

  /** The membership, in `tx`; false when it was there already. */
  async addMember(tx: Queryable, communityId: string, userId: string): Promise<boolean> {
    const rows = await sqlRows(
      tx,
      `INSERT INTO community_members (community_id, user_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [communityId, userId],
    );
    return rows.length > 0;
  }

  /** Ends the membership, in `tx`; false when there was none. */
  async removeMember(tx: Queryable, communityId: string, userId: string): Promise<boolean> {
    const rows = await sqlRows(
      tx,
      `DELETE FROM community_members WHERE community_id = $1 AND user_id = $2 RETURNING 1`,
      [communityId, userId],
    );
    return rows.length > 0;
  }

  /** The owner, read in `tx`; null when the community is gone. */
  async ownerIn(tx: Queryable, communityId: string): Promise<string | null> {
    const [row] = await sqlRows<{ owner_id: string }>(
      tx,
      `SELECT owner_id FROM communities WHERE id = $1`,
      [communityId],
    );
    return row?.owner_id ?? null;
  }

  /** Locks every community the user owns, in `tx`; their ids and banner keys. */
  lockOwnedBy(tx: Queryable, ownerId: string): Promise<(BannerRow & { id: string })[]> {
    return sqlRows<BannerRow & { id: string }>(
      tx,
      `SELECT id, banner_key, banner_card_key FROM communities WHERE owner_id = $1
        ORDER BY id FOR UPDATE`,
      [ownerId],
    );
  }

  /** Locks the community, in `tx`; its owner and banner keys, null when it is gone. */
  async lock(
    tx: Queryable,
    communityId: string,
  ): Promise<(BannerRow & { owner_id: string }) | null> {
    const [row] = await sqlRows<BannerRow & { owner_id: string }>(
      tx,
      `SELECT owner_id, banner_key, banner_card_key FROM communities WHERE id = $1 FOR UPDATE`,
      [communityId],
    );
    return row ?? null;
  }

  /** Deletes the community, in `tx`; its memberships and posts go by cascade. */
  async delete(tx: Queryable, communityId: string): Promise<void> {
    await sqlRows(tx, `DELETE FROM communities WHERE id = $1`, [communityId]);
  }
}

/** A subquery of the ids of the communities the user (placeholder `userParam`) belongs to. */
export function memberCommunityIdsSql(userParam: string): string {
  return `SELECT cm.community_id FROM community_members cm WHERE cm.user_id = ${userParam}::uuid`;
}
