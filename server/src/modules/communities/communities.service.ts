import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../core/database/sql';
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
import { CommunityRow, toCommunityDto } from './community.mapper';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/http/known-errors';
import { CommunitiesRepository, memberCommunityIdsSql } from './communities.repository';

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
 * Communities and their memberships (this module owns `communities` and `community_members`,
 * whose SQL is in CommunitiesRepository): the lists, create, join, leave, delete. Who may see a
 * community's posts is the visibility rule's, which reads the memberships.
 */
@Injectable()
export class CommunitiesService {
  constructor(
    private readonly db: DataSource,
    private readonly rows: CommunitiesRepository,
    private readonly outbox: MediaOutbox,
    private readonly events: EventEmitter2,
  ) {}

  isMember(userId: string, communityId: string): Promise<boolean> {
    return this.rows.isMember(userId, communityId);
  }

  /** A subquery of the ids of the communities the user (placeholder `userParam`) belongs to. */
  memberCommunityIdsSql(userParam: string): string {
    return memberCommunityIdsSql(userParam);
  }

  communityIdsOf(userId: string): Promise<string[]> {
    return this.rows.communityIdsOf(userId);
  }

  /** The owner of the community, or null when it is gone (notifications of a join). */
  ownerOf(communityId: string): Promise<string | null> {
    return this.rows.ownerOf(communityId);
  }

  /** Names by id, for posts that show where they were posted. */
  async namesOf(communityIds: string[]): Promise<Map<string, string>> {
    if (communityIds.length === 0) return new Map();
    return this.rows.namesOf(communityIds);
  }

  /**
   * GET /community: keyset pages newest first, or most members first (ties: newest). The members
   * order moves while people join, so a page boundary may repeat or skip a community whose count
   * changed meanwhile; the suggestions read one page of 5 and never meet it.
   */
  async list(viewerId: string, query: CommunityListQuery): Promise<Page<CommunityDto>> {
    const limit = pageSize(query.limit);
    const byMembers = query.sort === 'members';
    const after = decodeCursor(query.cursor, byMembers ? 'count-millis' : 'millis');
    const filter = { member: query.member, q: query.q, byMembers };
    const rows = await this.rows.page(viewerId, filter, after, limit + 1);
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
    const member = await this.rows.membership(communityId, viewerId);
    if (member === null) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
    if (!member) throw new AppError('NOT_A_MEMBER', NOT_A_MEMBER_MESSAGE);
  }

  /** Public, as every list shows it. */
  async membersCount(communityId: string): Promise<number> {
    const count = await this.rows.membersCount(communityId);
    if (count === null) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
    return count;
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
      communityId = await this.db.transaction((m) =>
        this.rows.insert(m, {
          name: input.name,
          description: input.description,
          bannerKey: banner.key,
          cardKey: banner.variantKey,
          ownerId,
        }),
      );
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
      let added: boolean;
      try {
        added = await this.rows.addMember(m, communityId, userId);
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
        }
        throw error;
      }
      // The trigger has counted this row: the count read here includes it.
      return { changed: added, membersCount: await this.countIn(m, communityId) };
    });
    if (changed) this.emitMembership({ communityId, userId, member: true, membersCount });
    return { communityId, isMember: true, membersCount };
  }

  /** Leaving when not a member is harmless; the owner cannot leave (409). */
  async leave(userId: string, communityId: string): Promise<CommunityMembershipDto> {
    const { changed, membersCount } = await this.db.transaction(async (m) => {
      const owner = await this.rows.ownerIn(m, communityId);
      if (!owner) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
      if (owner === userId) throw new AppError('CONFLICT', OWNER_CANNOT_LEAVE);
      const removed = await this.rows.removeMember(m, communityId, userId);
      return { changed: removed, membersCount: await this.countIn(m, communityId) };
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
    const rows = await this.rows.lockOwnedBy(m, ownerId);
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
      const community = await this.rows.lock(m, communityId);
      if (!community) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
      if (community.owner_id !== userId) throw new AppError('FORBIDDEN', ONLY_OWNER_DELETES);
      const postKeys = await dependentMediaKeys(m);
      await this.rows.delete(m, communityId);
      await this.outbox.record(m, [community.banner_key, community.banner_card_key, ...postKeys]);
    });
    this.outbox.kick();
    const payload: DomainEvents['community.deleted'] = { communityId };
    this.events.emit('community.deleted', payload);
  }

  private async findRow(viewerId: string, communityId: string): Promise<CommunityRow> {
    const row = await this.rows.find(viewerId, communityId);
    if (!row) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
    return row;
  }

  private async countIn(m: Queryable, communityId: string): Promise<number> {
    return (await this.rows.membersCount(communityId, m)) ?? 0;
  }

  private emitMembership(payload: DomainEvents['community.membership.changed']): void {
    this.events.emit('community.membership.changed', payload);
  }
}
