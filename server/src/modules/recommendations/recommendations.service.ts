import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE, pageSize } from '../../core/http/pagination';
import { sqlRows } from '../../core/database/sql';
import {
  KeptRankings,
  type RankedCandidates,
  type RankedFans,
  type Rankings,
} from './kept-rankings';
import {
  myTeamsQuery,
  mutualQuery,
  rankedPageQuery,
  teamsQuery,
  withSharedTeams,
} from './recommendations-query';
import { type CardRow, type SqlQuery, toCard, withCards } from '../people/with-cards';

import type { MutualRecommendation, TeamRecommendation } from '../../contracts/users';

export type { MutualRecommendation, TeamRecommendation };

/** How many of a reader's best candidates are ranked at once and kept. */
const RANKED_KEPT = 200;

export interface OffsetRequest {
  limit?: number;
  offset?: number;
}

type MutualRow = CardRow & { mutual_count: number };
type FanRow = CardRow & { shared_teams: string[]; shared_count: number };

/**
 * People to connect with, never anyone the visibility rule hides from the caller. Ranked lists
 * page by `limit` and `offset`. Each reader's ranking is kept a while (`KeptRankings`) for its
 * first RANKED_KEPT candidates; pages past them rank afresh.
 */
@Injectable()
export class RecommendationsService {
  constructor(
    private readonly db: DataSource,
    private readonly rankings: KeptRankings,
  ) {}

  /** Connections of my connections, by how many of my connections they share. */
  async mutual(meId: string, page: OffsetRequest): Promise<MutualRecommendation[]> {
    const { limit, offset } = offsetPage(page);
    const ranked = await this.kept('mutual', meId, () => this.rankMutual(meId), limit + offset);
    // A kept page is in its rank's order; a page ranked now, in the ranking's own.
    const q = ranked
      ? withCards(
          meId,
          rankedPageQuery(meId, ranked, 'mutual_count', limit, offset),
          ['mutual_count', 'rank'],
          'page.rank',
        )
      : withCards(meId, mutualQuery(meId, limit, offset), ['mutual_count'], BY_COUNT('mutual'));
    const rows = await this.rows<MutualRow>(q);
    return rows.map((r) => ({ user: toCard(meId, r), mutualCount: r.mutual_count }));
  }

  /** Fans who share favourite teams with mine (any case), by how many they share. */
  async teams(meId: string, page: OffsetRequest): Promise<TeamRecommendation[]> {
    const { limit, offset } = offsetPage(page);
    const ranked = await this.kept('teams', meId, () => this.rankFans(meId), limit + offset);
    const rows = ranked
      ? await this.keptFansPage(meId, ranked, limit, offset)
      : await this.fansPage(meId, limit, offset);
    return rows.map((r) => ({
      user: toCard(meId, r),
      sharedTeams: r.shared_teams,
      sharedCount: r.shared_count,
    }));
  }

  /**
   * The reader's kept ranking of `kind` when it holds the page ending at `end`, else null (the
   * cache off, or the page past what was kept).
   */
  private async kept<K extends keyof Rankings>(
    kind: K,
    meId: string,
    rank: () => Promise<Rankings[K]>,
    end: number,
  ): Promise<Rankings[K] | null> {
    if (!this.rankings.enabled) return null;
    const ranked = await this.rankings.ranked(kind, meId, rank);
    return ranked.ids.length < RANKED_KEPT || end <= ranked.ids.length ? ranked : null;
  }

  private async rankMutual(meId: string): Promise<RankedCandidates> {
    const rows = await this.rows<MutualRow>(mutualQuery(meId, RANKED_KEPT, 0));
    return { ids: rows.map((r) => r.id), counts: rows.map((r) => r.mutual_count) };
  }

  private async rankFans(meId: string): Promise<RankedFans> {
    const teams = await this.myTeams(meId);
    if (teams.length === 0) return { ids: [], counts: [], sharedTeams: [] };
    const fans = withSharedTeams(teamsQuery(meId, teams, RANKED_KEPT, 0), teams);
    const rows = await this.rows<FanRow>(fans, PLAN_PER_CALL);
    return {
      ids: rows.map((r) => r.id),
      counts: rows.map((r) => r.shared_count),
      sharedTeams: rows.map((r) => r.shared_teams),
    };
  }

  /** A page of the kept ranking, each fan with the teams they shared when it was ranked. */
  private async keptFansPage(meId: string, ranked: RankedFans, limit: number, offset: number) {
    if (ranked.ids.length === 0) return [];
    const page = rankedPageQuery(meId, ranked, 'shared_count', limit, offset);
    const q = withCards(meId, page, ['shared_count', 'rank'], 'page.rank');
    const rows = await this.rows<CardRow & { shared_count: number; rank: string }>(q);
    return rows.map((r) => ({ ...r, shared_teams: ranked.sharedTeams[Number(r.rank) - 1] }));
  }

  private async fansPage(meId: string, limit: number, offset: number): Promise<FanRow[]> {
    const teams = await this.myTeams(meId);
    if (teams.length === 0) return [];
    const fans = withSharedTeams(teamsQuery(meId, teams, limit, offset), teams);
    const q = withCards(meId, fans, ['shared_teams', 'shared_count'], BY_COUNT('shared'));
    return this.rows<FanRow>(q, PLAN_PER_CALL);
  }

  private async myTeams(meId: string): Promise<string[]> {
    const [{ teams }] = await this.rows<{ teams: string[] }>(myTeamsQuery(meId));
    return teams;
  }

  private rows<R>(q: SqlQuery, options?: typeof PLAN_PER_CALL): Promise<R[]> {
    return sqlRows<R>(this.db, q.text, q.values, options);
  }
}

/** How many fans share the reader's teams decides the plan (`teamsQuery`), so it is made per call. */
const PLAN_PER_CALL = { planPerCall: true };

/** A page ranked now: by its count, then by name (`withCards`'s `u`). */
const BY_COUNT = (count: 'mutual' | 'shared') =>
  `page.${count}_count DESC, lower(u.user_name), page.id`;

function offsetPage(page: OffsetRequest) {
  return { limit: pageSize(page.limit ?? DEFAULT_PAGE_SIZE), offset: page.offset ?? 0 };
}
