import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { likePattern, limitSql, Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import { containsTermSql } from '../../core/database/contains-term';
import { AppError } from '../../core/http/app-error';
import {
  decodeCursor,
  Page,
  pageSize,
  slicePage,
  type PageRequest,
} from '../../core/http/pagination';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { StoredMedia } from '../../core/storage/media-upload';
import { MediaOutbox } from '../../core/storage/media-outbox.service';
import type { CommunitySort } from '../../contracts/communities';
import type { CommunityDto, CommunityMembershipDto } from './dto/community.dto';
import { FILL_ALL_FIELDS } from './dto/create-community.dto';
import { visibilitySql } from '../visibility';
import { CommunityRow, toCommunityDto } from './community.mapper';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/http/known-errors';
import { joinUserSql } from '../users/user-row';

export const COMMUNITY_NOT_FOUND = 'Community not found';
export const NOT_A_MEMBER_MESSAGE = 'You must join this community to view its content.';
export const NAME_TAKEN = 'A community with this name already exists';
export const OWNER_CANNOT_LEAVE = 'The owner cannot leave the community; delete it instead';
export const ONLY_OWNER_DELETES = 'Only the owner can delete this community.';

export interface CommunityListQuery extends PageRequest {
  sort?: CommunitySort;
  /** true: the viewer's communities; false: the others. */
  member?: boolean;
  /** Part of the name, any case. */
  q?: string;
}

export interface NewCommunity {
  name: string;
  description: string;
}

/** Called inside the deletion's transaction: keys of objects that go with the community. */
export type DependentMediaKeys = (tx: Queryable) => Promise<string[]>;

/**
 * The communities `c` with their owner `u` as the viewer may see them (`owner_visible`: the
 * visibility rule; an owner hidden from the viewer, hibernated or blocked either way, is not
 * named). `$1` is the viewer; the rule binds what it needs after the values already in `params`.
 */
function selectCommunities(params: unknown[], viewerId: string): string {
  const ownerVisible = visibilitySql.user(new SqlParams([], params), 'u.id', viewerId, {
    hibernatedAt: 'u.hibernated_at',
  });
  return `SELECT c.id, c.name, c.description, c.banner_key, c.banner_card_key,
    c.num_of_members, c.created_at,
    u.id AS owner_id, u.user_name AS owner_user_name, u.full_name AS owner_full_name,
    ${ownerVisible} AS owner_visible,
    EXISTS (SELECT 1 FROM community_members m
            WHERE m.community_id = c.id AND m.user_id = $1::uuid) AS is_member
  FROM communities c ${joinUserSql('u', 'c.owner_id')}`;
}

/**
 * Communities and their memberships (this module owns `communities` and `community_members`):
 * the lists, create, join, leave, delete. Who may see a community's posts is the visibility
 * rule's (VisibilityService), which reads the memberships. `num_of_members` is kept by a trigger on the memberships.
 */
@Injectable()
export class CommunitiesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: MediaOutbox,
    private readonly events: EventEmitter2,
  ) {}

  async exists(communityId: string): Promise<boolean> {
    const rows = await sqlRows<unknown>(this.db, `SELECT 1 FROM communities WHERE id = $1`, [
      communityId,
    ]);
    return rows.length > 0;
  }

  async isMember(userId: string, communityId: string): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `SELECT 1 FROM community_members WHERE community_id = $1 AND user_id = $2`,
      [communityId, userId],
    );
    return rows.length > 0;
  }

  /** A subquery of the ids of the communities the user (placeholder `userParam`) belongs to. */
  memberCommunityIdsSql(userParam: string): string {
    return `SELECT cm.community_id FROM community_members cm WHERE cm.user_id = ${userParam}::uuid`;
  }

  async communityIdsOf(userId: string): Promise<string[]> {
    const rows = await sqlRows<{ community_id: string }>(
      this.db,
      `SELECT community_id FROM community_members WHERE user_id = $1`,
      [userId],
    );
    return rows.map((r) => r.community_id);
  }

  /** The owner of the community, or null when it is gone (notifications of a join). */
  async ownerOf(communityId: string): Promise<string | null> {
    const rows = await sqlRows<{ owner_id: string }>(
      this.db,
      `SELECT owner_id FROM communities WHERE id = $1`,
      [communityId],
    );
    return rows[0]?.owner_id ?? null;
  }

  /** Names by id, for posts that show where they were posted. */
  async namesOf(communityIds: string[]): Promise<Map<string, string>> {
    if (communityIds.length === 0) return new Map();
    const rows = await sqlRows<{ id: string; name: string }>(
      this.db,
      `SELECT id, name FROM communities WHERE id = ANY($1::uuid[])`,
      [communityIds],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * GET /community: keyset pages newest first, or most members first (ties: newest). The members
   * order moves while people join, so a page boundary may repeat or skip a community whose count
   * changed meanwhile; the suggestions read one page of 5 and never meet it. The page size is
   * written into the statement: bound as a parameter, the members order was planned on every call.
   */
  async list(viewerId: string, query: CommunityListQuery): Promise<Page<CommunityDto>> {
    const limit = pageSize(query.limit);
    const byMembers = query.sort === 'members';
    const params: unknown[] = [viewerId];
    const where: string[] = [];
    const member = `EXISTS (SELECT 1 FROM community_members m
                    WHERE m.community_id = c.id AND m.user_id = $1::uuid)`;
    if (query.member === true) where.push(member);
    if (query.member === false) where.push(`NOT ${member}`);
    if (query.q) {
      params.push(likePattern(query.q));
      const pattern = `$${params.length}`;
      where.push(containsTermSql(new SqlParams([], params), 'c.name::text', query.q, pattern));
    }
    const cursor = decodeCursor(query.cursor, byMembers ? 'count-millis' : 'millis');
    if (cursor) {
      if (byMembers) {
        const [members, at] = cursor.key.split(':').map(Number);
        params.push(members, new Date(at), cursor.id);
        const n = params.length;
        where.push(`(c.num_of_members, c.created_at, c.id) < ($${n - 2}, $${n - 1}, $${n}::uuid)`);
      } else {
        params.push(new Date(Number(cursor.key)), cursor.id);
        const n = params.length;
        where.push(`(c.created_at, c.id) < ($${n - 1}, $${n}::uuid)`);
      }
    }
    const order = byMembers
      ? 'c.num_of_members DESC, c.created_at DESC, c.id DESC'
      : 'c.created_at DESC, c.id DESC';
    const select = selectCommunities(params, viewerId);
    const rows = await sqlRows<CommunityRow>(
      this.db,
      `${select} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${order} ${limitSql(limit + 1)}`,
      params,
    );
    const page = slicePage(rows, limit, (r) => ({
      key: byMembers
        ? `${r.num_of_members}:${r.created_at.getTime()}`
        : String(r.created_at.getTime()),
      id: r.id,
    }));
    return {
      items: page.rows.map((r) => toCommunityDto(r, viewerId)),
      nextCursor: page.nextCursor,
    };
  }

  /** GET /community/{id}: members only (403 NOT_A_MEMBER), 404 when there is no such community. */
  async getForMember(viewerId: string, communityId: string): Promise<CommunityDto> {
    const row = await this.findRow(viewerId, communityId);
    if (!row.is_member) throw new AppError('NOT_A_MEMBER', NOT_A_MEMBER_MESSAGE);
    return toCommunityDto(row, viewerId);
  }

  /** 404 for no such community, 403 NOT_A_MEMBER unless the viewer belongs to it. */
  async assertMember(viewerId: string, communityId: string): Promise<void> {
    const [row] = await sqlRows<{ is_member: boolean }>(
      this.db,
      `SELECT EXISTS (SELECT 1 FROM community_members m
                      WHERE m.community_id = c.id AND m.user_id = $2) AS is_member
       FROM communities c WHERE c.id = $1`,
      [communityId, viewerId],
    );
    if (!row) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
    if (!row.is_member) throw new AppError('NOT_A_MEMBER', NOT_A_MEMBER_MESSAGE);
  }

  /** Public, as every list shows it. */
  async membersCount(communityId: string): Promise<number> {
    const [row] = await sqlRows<{ num_of_members: number }>(
      this.db,
      `SELECT num_of_members FROM communities WHERE id = $1`,
      [communityId],
    );
    if (!row) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
    return row.num_of_members;
  }

  /**
   * The creator owns the community and is its first member (one transaction). The banner is in
   * the bucket already; the upload interceptor deletes it if this throws.
   */
  async create(
    ownerId: string,
    input: NewCommunity,
    banner: StoredMedia | null,
  ): Promise<CommunityDto> {
    if (!banner) {
      throw new AppError('VALIDATION_FAILED', FILL_ALL_FIELDS, { bannerImage: FILL_ALL_FIELDS });
    }
    let communityId: string;
    try {
      communityId = await this.db.transaction(async (m) => {
        const [row] = await sqlRows<{ id: string }>(
          m,
          `INSERT INTO communities (name, description, banner_key, banner_card_key, owner_id)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [input.name, input.description, banner.key, banner.variantKey, ownerId],
        );
        await m.query(`INSERT INTO community_members (community_id, user_id) VALUES ($1, $2)`, [
          row.id,
          ownerId,
        ]);
        return row.id;
      });
    } catch (error) {
      // The unique index on lower(name) decides, so two racing creates cannot both win.
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', NAME_TAKEN, { name: NAME_TAKEN });
      }
      throw error;
    }
    this.emitMembership({ communityId, userId: ownerId, member: true, membersCount: 1 });
    return toCommunityDto(await this.findRow(ownerId, communityId), ownerId);
  }

  /** Joining twice is harmless: still one membership, the same answer. */
  async join(userId: string, communityId: string): Promise<CommunityMembershipDto> {
    const { changed, membersCount } = await this.db.transaction(async (m) => {
      let inserted: unknown[];
      try {
        inserted = await sqlRows<unknown>(
          m,
          `INSERT INTO community_members (community_id, user_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING 1`,
          [communityId, userId],
        );
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
        }
        throw error;
      }
      // The trigger has counted this row: the count read here includes it.
      return { changed: inserted.length > 0, membersCount: await this.countIn(m, communityId) };
    });
    if (changed) this.emitMembership({ communityId, userId, member: true, membersCount });
    return { communityId, isMember: true, membersCount };
  }

  /** Leaving when not a member is harmless; the owner cannot leave (409). */
  async leave(userId: string, communityId: string): Promise<CommunityMembershipDto> {
    const { changed, membersCount } = await this.db.transaction(async (m) => {
      const [community] = await sqlRows<{ owner_id: string }>(
        m,
        `SELECT owner_id FROM communities WHERE id = $1`,
        [communityId],
      );
      if (!community) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
      if (community.owner_id === userId) throw new AppError('CONFLICT', OWNER_CANNOT_LEAVE);
      const removed = await sqlRows<unknown>(
        m,
        `DELETE FROM community_members WHERE community_id = $1 AND user_id = $2 RETURNING 1`,
        [communityId, userId],
      );
      return { changed: removed.length > 0, membersCount: await this.countIn(m, communityId) };
    });
    if (changed) this.emitMembership({ communityId, userId, member: false, membersCount });
    return { communityId, isMember: false, membersCount };
  }

  /**
   * For the deletion of the owner's account (in `m`, its transaction): locks every community
   * they own, as `delete` does one, and answers their ids and banner keys.
   */
  async lockOwnedBy(
    m: Queryable,
    ownerId: string,
  ): Promise<{ ids: string[]; bannerKeys: string[] }> {
    const rows = await sqlRows<{
      id: string;
      banner_key: string | null;
      banner_card_key: string | null;
    }>(
      m,
      `SELECT id, banner_key, banner_card_key FROM communities WHERE owner_id = $1
        ORDER BY id FOR UPDATE`,
      [ownerId],
    );
    return {
      ids: rows.map((r) => r.id),
      bannerKeys: rows
        .flatMap((r) => [r.banner_key, r.banner_card_key])
        .filter((k): k is string => Boolean(k)),
    };
  }

  /**
   * Owner only. The community row is locked first: a post being written into it holds a key-share
   * lock on that row, so the posts (and `dependentMediaKeys`) read after the lock are all there
   * will be; the delete cascades to memberships, posts, likes, comments and saves. The banner and
   * the posts' media are recorded in the media outbox in the same transaction and leave the bucket
   * after the commit (retried until the bucket agrees).
   */
  async delete(
    userId: string,
    communityId: string,
    dependentMediaKeys: DependentMediaKeys,
  ): Promise<void> {
    await this.db.transaction(async (m) => {
      const [community] = await sqlRows<{
        owner_id: string;
        banner_key: string | null;
        banner_card_key: string | null;
      }>(
        m,
        `SELECT owner_id, banner_key, banner_card_key FROM communities WHERE id = $1 FOR UPDATE`,
        [communityId],
      );
      if (!community) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
      if (community.owner_id !== userId) throw new AppError('FORBIDDEN', ONLY_OWNER_DELETES);
      const postKeys = await dependentMediaKeys(m);
      await m.query(`DELETE FROM communities WHERE id = $1`, [communityId]);
      await this.outbox.record(m, [community.banner_key, community.banner_card_key, ...postKeys]);
    });
    this.outbox.kick();
    const payload: DomainEvents['community.deleted'] = { communityId };
    this.events.emit('community.deleted', payload);
  }

  private async findRow(viewerId: string, communityId: string): Promise<CommunityRow> {
    const params: unknown[] = [viewerId, communityId];
    const select = selectCommunities(params, viewerId);
    const [row] = await sqlRows<CommunityRow>(this.db, `${select} WHERE c.id = $2`, params);
    if (!row) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
    return row;
  }

  private async countIn(m: Queryable, communityId: string): Promise<number> {
    const [row] = await sqlRows<{ num_of_members: number }>(
      m,
      `SELECT num_of_members FROM communities WHERE id = $1`,
      [communityId],
    );
    return row?.num_of_members ?? 0;
  }

  private emitMembership(payload: DomainEvents['community.membership.changed']): void {
    this.events.emit('community.membership.changed', payload);
  }
}
