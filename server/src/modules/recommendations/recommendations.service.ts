import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE, pageSize } from '../../core/http/pagination';
import { SqlParams, sqlRows } from '../../core/database/sql';
import { VisibilityService } from '../visibility/visibility.service';
import type { UserCard } from '../users/user-card';
import { UserCardsService } from '../users/user-cards.service';

import type { MutualRecommendation, TeamRecommendation } from '../../contracts/users';

export type { MutualRecommendation, TeamRecommendation };

export interface OffsetRequest {
  limit?: number;
  offset?: number;
}

/**
 * My connections, both directions. Only my own rows are read (through the requester and
 * recipient indexes), so the lists cost what my network costs, not what the whole table does.
 */
const MINE = `
  mine AS (
    SELECT recipient_id AS id FROM connections WHERE requester_id = $1 AND status = 'connected'
    UNION
    SELECT requester_id FROM connections WHERE recipient_id = $1 AND status = 'connected'
  )`;

/** Never suggest myself or someone I am already connected to. */
const NOT_ME_NOR_CONNECTED = (column: string) => `
  ${column} <> $1 AND ${column} NOT IN (SELECT id FROM mine)`;

/**
 * People to connect with, never anyone the visibility rule hides from the caller. Ranked lists
 * page by `limit` and `offset`.
 */
@Injectable()
export class RecommendationsService {
  constructor(
    private readonly db: DataSource,
    private readonly cards: UserCardsService,
    private readonly visibility: VisibilityService,
  ) {}

  /** Connections of my connections, by how many of my connections they share. */
  async mutual(meId: string, page: OffsetRequest): Promise<MutualRecommendation[]> {
    const params = new SqlParams([
      meId,
      pageSize(page.limit ?? DEFAULT_PAGE_SIZE),
      page.offset ?? 0,
    ]);
    const visible = this.visibility.visibleUser(params, 'hop.id', meId, {
      hibernatedAt: 'u.hibernated_at',
    });
    const rows = await sqlRows<{ id: string; mutual_count: number }>(
      this.db,
      `WITH ${MINE},
       hops AS (
         SELECT c.recipient_id AS id FROM mine
           JOIN connections c ON c.requester_id = mine.id AND c.status = 'connected'
         UNION ALL
         SELECT c.requester_id FROM mine
           JOIN connections c ON c.recipient_id = mine.id AND c.status = 'connected'
       )
       SELECT hop.id, count(*)::int AS mutual_count
         FROM hops hop
         JOIN users u ON u.id = hop.id
        WHERE ${NOT_ME_NOR_CONNECTED('hop.id')} AND ${visible}
        GROUP BY hop.id, u.user_name
        ORDER BY mutual_count DESC, lower(u.user_name), hop.id
        LIMIT $2 OFFSET $3`,
      params.values,
    );
    const cards = await this.cardsById(
      meId,
      rows.map((r) => r.id),
    );
    return rows.flatMap((r) => {
      const user = cards.get(r.id);
      return user ? [{ user, mutualCount: r.mutual_count }] : [];
    });
  }

  /** Fans who share favourite teams with mine (any case), by how many they share. */
  async teams(meId: string, page: OffsetRequest): Promise<TeamRecommendation[]> {
    const params = new SqlParams([
      meId,
      pageSize(page.limit ?? DEFAULT_PAGE_SIZE),
      page.offset ?? 0,
    ]);
    const visible = this.visibility.visibleUser(params, 's.user_id', meId, {
      hibernatedAt: 'u.hibernated_at',
    });
    const rows = await sqlRows<{ id: string; shared_teams: string[]; shared_count: number }>(
      this.db,
      `WITH ${MINE},
       my_teams AS (
         SELECT DISTINCT lower(btrim(t)) AS team
           FROM fan_profiles f, unnest(f.favourite_teams) t
          WHERE f.user_id = $1 AND btrim(t) <> ''
       ),
       shared AS (
         SELECT DISTINCT ON (f.user_id, lower(btrim(t))) f.user_id, btrim(t) AS team
           FROM fan_profiles f, unnest(f.favourite_teams) t
          WHERE lower_text_array(f.favourite_teams) && (SELECT array_agg(team) FROM my_teams)
            AND lower(btrim(t)) IN (SELECT team FROM my_teams)
            AND ${NOT_ME_NOR_CONNECTED('f.user_id')}
          ORDER BY f.user_id, lower(btrim(t)), t
       )
       SELECT s.user_id AS id, array_agg(s.team ORDER BY lower(s.team)) AS shared_teams,
              count(*)::int AS shared_count
         FROM shared s
         JOIN users u ON u.id = s.user_id
        WHERE ${visible}
        GROUP BY s.user_id, u.user_name
        ORDER BY shared_count DESC, lower(u.user_name), s.user_id
        LIMIT $2 OFFSET $3`,
      params.values,
    );
    const cards = await this.cardsById(
      meId,
      rows.map((r) => r.id),
    );
    return rows.flatMap((r) => {
      const user = cards.get(r.id);
      return user ? [{ user, sharedTeams: r.shared_teams, sharedCount: r.shared_count }] : [];
    });
  }

  private async cardsById(meId: string, ids: string[]): Promise<Map<string, UserCard>> {
    const cards = await this.cards.cards(meId, ids);
    return new Map(cards.map((c) => [c._id, c]));
  }
}
