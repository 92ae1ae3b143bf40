import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE, pageSize } from '../../core/http/pagination';
import { sqlRows } from '../../core/database/sql';
import { MutualCandidatesCache, type RankedCandidates } from './mutual-candidates-cache';
import { myTeamsQuery, mutualQuery, rankedPageQuery, teamsQuery } from './recommendations-query';
import { type CardRow, toCard, withCards } from '../users/with-cards';

import type { MutualRecommendation, TeamRecommendation } from '../../contracts/users';

export type { MutualRecommendation, TeamRecommendation };

/** How many of a reader's best mutual candidates are ranked at once and kept. */
const RANKED_KEPT = 200;

export interface OffsetRequest {
  limit?: number;
  offset?: number;
}

/**
 * People to connect with, never anyone the visibility rule hides from the caller. Ranked lists
 * page by `limit` and `offset`.
 */
@Injectable()
export class RecommendationsService {
  constructor(
    private readonly db: DataSource,
    private readonly candidates: MutualCandidatesCache,
  ) {}

  /**
   * Connections of my connections, by how many of my connections they share. The ranking is kept
   * a while (MutualCandidatesCache) for its first RANKED_KEPT candidates; pages past them rank
   * afresh.
   */
  async mutual(meId: string, page: OffsetRequest): Promise<MutualRecommendation[]> {
    const limit = pageSize(page.limit ?? DEFAULT_PAGE_SIZE);
    const offset = page.offset ?? 0;
    const kept = await this.keptPageQuery(meId, limit, offset);
    // A kept page is in its rank's order; a page ranked now, in the ranking's own.
    const q = kept
      ? withCards(meId, kept, ['mutual_count', 'rank'], 'page.rank')
      : withCards(
          meId,
          mutualQuery(meId, limit, offset),
          ['mutual_count'],
          'page.mutual_count DESC, lower(u.user_name), page.id',
        );
    const rows = await sqlRows<CardRow & { mutual_count: number }>(this.db, q.text, q.values);
    return rows.map((r) => ({ user: toCard(meId, r), mutualCount: r.mutual_count }));
  }

  /** The page from the reader's kept ranking, or null when it is off or does not reach that far. */
  private async keptPageQuery(meId: string, limit: number, offset: number) {
    if (!this.candidates.enabled) return null;
    const ranked = await this.candidates.ranked(meId, () => this.rank(meId));
    const reaches = ranked.ids.length < RANKED_KEPT || offset + limit <= ranked.ids.length;
    return reaches ? rankedPageQuery(meId, ranked, limit, offset) : null;
  }

  private async rank(meId: string): Promise<RankedCandidates> {
    const q = mutualQuery(meId, RANKED_KEPT, 0);
    const rows = await sqlRows<{ id: string; mutual_count: number }>(this.db, q.text, q.values);
    return { ids: rows.map((r) => r.id), counts: rows.map((r) => r.mutual_count) };
  }

  /** Fans who share favourite teams with mine (any case), by how many they share. */
  async teams(meId: string, page: OffsetRequest): Promise<TeamRecommendation[]> {
    const mine = myTeamsQuery(meId);
    const [{ teams }] = await sqlRows<{ teams: string[] }>(this.db, mine.text, mine.values);
    if (teams.length === 0) return [];
    const q = withCards(
      meId,
      teamsQuery(meId, teams, pageSize(page.limit ?? DEFAULT_PAGE_SIZE), page.offset ?? 0),
      ['shared_teams', 'shared_count'],
      'page.shared_count DESC, lower(u.user_name), page.id',
    );
    // How many fans share the teams decides the plan (teamsQuery).
    const rows = await sqlRows<CardRow & { shared_teams: string[]; shared_count: number }>(
      this.db,
      q.text,
      q.values,
      { planPerCall: true },
    );
    return rows.map((r) => ({
      user: toCard(meId, r),
      sharedTeams: r.shared_teams,
      sharedCount: r.shared_count,
    }));
  }
}
