import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE, pageSize } from '../../core/http/pagination';
import { sqlRows } from '../../core/database/sql';
import type { UserCard } from '../users/user-card';
import { UserCardsService } from '../users/user-cards.service';

export interface MutualRecommendation {
  user: UserCard;
  mutualCount: number;
}

export interface TeamRecommendation {
  user: UserCard;
  sharedTeams: string[];
  sharedCount: number;
}

export interface OffsetRequest {
  limit?: number;
  offset?: number;
}

/** Both directions of every established connection, as (a, b) edges. */
const EDGES = `
  edges AS (
    SELECT requester_id AS a, recipient_id AS b FROM connections WHERE status = 'connected'
    UNION ALL
    SELECT recipient_id AS a, requester_id AS b FROM connections WHERE status = 'connected'
  )`;

/** Never suggest myself or someone I am already connected to. */
const NOT_ME_NOR_CONNECTED = (column: string) => `
  ${column} <> $1
  AND NOT EXISTS (SELECT 1 FROM edges mine WHERE mine.a = $1 AND mine.b = ${column})`;

/** People to connect with. Ranked lists page by `limit` and `offset`. */
@Injectable()
export class RecommendationsService {
  constructor(
    private readonly db: DataSource,
    private readonly cards: UserCardsService,
  ) {}

  /** Connections of my connections, by how many of my connections they share. */
  async mutual(meId: string, page: OffsetRequest): Promise<MutualRecommendation[]> {
    const rows = await sqlRows<{ id: string; mutual_count: number }>(
      this.db,
      `WITH ${EDGES}
       SELECT hop.b AS id, count(*)::int AS mutual_count
         FROM edges first
         JOIN edges hop ON hop.a = first.b
         JOIN users u ON u.id = hop.b
        WHERE first.a = $1 AND ${NOT_ME_NOR_CONNECTED('hop.b')}
        GROUP BY hop.b, u.user_name
        ORDER BY mutual_count DESC, lower(u.user_name), hop.b
        LIMIT $2 OFFSET $3`,
      [meId, pageSize(page.limit ?? DEFAULT_PAGE_SIZE), page.offset ?? 0],
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
    const rows = await sqlRows<{ id: string; shared_teams: string[]; shared_count: number }>(
      this.db,
      `WITH ${EDGES},
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
        GROUP BY s.user_id, u.user_name
        ORDER BY shared_count DESC, lower(u.user_name), s.user_id
        LIMIT $2 OFFSET $3`,
      [meId, pageSize(page.limit ?? DEFAULT_PAGE_SIZE), page.offset ?? 0],
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
