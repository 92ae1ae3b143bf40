import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import type { CoachProfile, PlayerProfile, ProfileSections } from '../../contracts/profiles';
import type { Position } from './dto/sections.dto';
import type { Social } from './sections.normalise';
import { visiblePostCountSql } from '../posts/posts.repository';
import { cardRelationColumnsSql, type CardRelationRow } from '../people/card-relation';
import { userColumnsSql, type UserRow } from '../users/user-row';
import { visibilitySql, type RelationRow } from '../visibility';

export type ProfileHeaderRow = UserRow & RelationRow & CardRelationRow & { num_of_posts: number };

export interface PlayerRow {
  user_id: string;
  positions: Position[];
  teams: PlayerProfile['teams'];
}

export interface CoachRow {
  user_id: string;
  coaching_history: CoachProfile['coachingHistory'];
  recruiting_interests: CoachProfile['recruitingInterests'];
}

export interface FanRow {
  user_id: string;
  favourite_teams: string[];
  languages: string[];
  socials: Social[];
}

const FAN_COLUMNS = 'user_id, favourite_teams, languages, socials';

/** What a Fan section holds, as its statements take it (`socials` as JSON text). */
interface FanValues {
  favouriteTeams: string[] | null;
  languages: string[] | null;
  socials: string | null;
}

/**
 * Every statement of `fan_profiles`, `player_profiles` and `coach_profiles` (this module owns
 * them), and the profile header's. The services keep the rules: who may
 * change what, what is not found, and the transaction that keeps the sports roles exclusive.
 */
@Injectable()
export class ProfilesRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Everything a profile's header needs about `userId`, as one statement: the user, the
   * visibility rule's relation to the viewer (may they see the user, the profile, the online dot),
   * the card's follow and connection state, and how many of their posts the viewer may see (what
   * the grid shows). Each part is its owner's fragment; asked as four statements, their round
   * trips cost more than their execution. Undefined when there is no such user.
   */
  async header(viewerId: string, userId: string): Promise<ProfileHeaderRow | undefined> {
    const params = new SqlParams([userId]);
    const text = `SELECT ${userColumnsSql('u')},
      ${visibilitySql.relationColumns(params, 'u', 's', viewerId)},
      ${cardRelationColumnsSql(params, 'u', viewerId)},
      ${visiblePostCountSql(params, 'u.id', viewerId)} AS num_of_posts
    FROM ${visibilitySql.relationSource('u', 's')}
   WHERE u.id = $1::uuid`;
    const [row] = await sqlRows<ProfileHeaderRow>(this.db, text, params.values);
    return row;
  }

  /** Which sections the user has. */
  async sections(userId: string): Promise<ProfileSections> {
    const [row] = await sqlRows<ProfileSections>(
      this.db,
      `SELECT EXISTS (SELECT 1 FROM fan_profiles WHERE user_id = $1) AS fan,
              EXISTS (SELECT 1 FROM player_profiles WHERE user_id = $1) AS player,
              EXISTS (SELECT 1 FROM coach_profiles WHERE user_id = $1) AS coach`,
      [userId],
    );
    return row;
  }

  // The Player and Coach sections.

  /** Does the user have this sports section (in `tx`, the insert of the other one)? */
  async hasSportsSection(
    tx: Queryable,
    table: 'player_profiles' | 'coach_profiles',
    userId: string,
  ): Promise<boolean> {
    const rows = await sqlRows(tx, `SELECT 1 FROM ${table} WHERE user_id = $1`, [userId]);
    return rows.length > 0;
  }

  /** A new empty Player section; undefined when the user already has one. */
  async insertPlayer(tx: Queryable, userId: string): Promise<PlayerRow | undefined> {
    const [row] = await sqlRows<PlayerRow>(
      tx,
      `INSERT INTO player_profiles (user_id) VALUES ($1)
       ON CONFLICT (user_id) DO NOTHING RETURNING user_id, positions, teams`,
      [userId],
    );
    return row;
  }

  /** Null values keep what is stored; undefined when there is no Player section. */
  async updatePlayer(
    userId: string,
    positions: Position[] | null,
    teamsJson: string | null,
  ): Promise<PlayerRow | undefined> {
    const [row] = await sqlRows<PlayerRow>(
      this.db,
      `UPDATE player_profiles
          SET positions = coalesce($2, positions), teams = coalesce($3::jsonb, teams),
              updated_at = now()
        WHERE user_id = $1 RETURNING user_id, positions, teams`,
      [userId, positions, teamsJson],
    );
    return row;
  }

  /** Answers whether there was one. */
  async deletePlayer(userId: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM player_profiles WHERE user_id = $1 RETURNING user_id`,
      [userId],
    );
    return rows.length > 0;
  }

  async findPlayer(userId: string): Promise<PlayerRow | undefined> {
    const [row] = await sqlRows<PlayerRow>(
      this.db,
      `SELECT user_id, positions, teams FROM player_profiles WHERE user_id = $1`,
      [userId],
    );
    return row;
  }

  /** A new Coach section (both given as JSON text); undefined when the user already has one. */
  async insertCoach(
    tx: Queryable,
    userId: string,
    historyJson: string,
    interestsJson: string,
  ): Promise<CoachRow | undefined> {
    const [row] = await sqlRows<CoachRow>(
      tx,
      `INSERT INTO coach_profiles (user_id, coaching_history, recruiting_interests)
       VALUES ($1, $2::jsonb, $3::jsonb)
       ON CONFLICT (user_id) DO NOTHING
       RETURNING user_id, coaching_history, recruiting_interests`,
      [userId, historyJson, interestsJson],
    );
    return row;
  }

  /** Null values keep what is stored; undefined when there is no Coach section. */
  async updateCoach(
    userId: string,
    historyJson: string | null,
    interestsJson: string | null,
  ): Promise<CoachRow | undefined> {
    const [row] = await sqlRows<CoachRow>(
      this.db,
      `UPDATE coach_profiles
          SET coaching_history = coalesce($2::jsonb, coaching_history),
              recruiting_interests = coalesce($3::jsonb, recruiting_interests),
              updated_at = now()
        WHERE user_id = $1 RETURNING user_id, coaching_history, recruiting_interests`,
      [userId, historyJson, interestsJson],
    );
    return row;
  }

  /** Answers whether there was one. */
  async deleteCoach(userId: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM coach_profiles WHERE user_id = $1 RETURNING user_id`,
      [userId],
    );
    return rows.length > 0;
  }

  async findCoach(userId: string): Promise<CoachRow | undefined> {
    const [row] = await sqlRows<CoachRow>(
      this.db,
      `SELECT user_id, coaching_history, recruiting_interests FROM coach_profiles
        WHERE user_id = $1`,
      [userId],
    );
    return row;
  }

  // The Fan section.

  /** A new Fan section; undefined when the user already has one. */
  async insertFan(
    userId: string,
    fan: { favouriteTeams: string[]; languages: string[]; socials: string },
  ): Promise<FanRow | undefined> {
    const [row] = await sqlRows<FanRow>(
      this.db,
      `INSERT INTO fan_profiles (user_id, favourite_teams, languages, socials)
       VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (user_id) DO NOTHING RETURNING ${FAN_COLUMNS}`,
      [userId, fan.favouriteTeams, fan.languages, fan.socials],
    );
    return row;
  }

  /** Null values keep what is stored; undefined when there is no Fan section. */
  async updateFan(userId: string, fan: FanValues): Promise<FanRow | undefined> {
    const [row] = await sqlRows<FanRow>(
      this.db,
      `UPDATE fan_profiles
          SET favourite_teams = coalesce($2, favourite_teams),
              languages = coalesce($3, languages),
              socials = coalesce($4::jsonb, socials),
              updated_at = now()
        WHERE user_id = $1 RETURNING ${FAN_COLUMNS}`,
      [userId, fan.favouriteTeams, fan.languages, fan.socials],
    );
    return row;
  }

  /** Answers whether there was one. */
  async deleteFan(userId: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM fan_profiles WHERE user_id = $1 RETURNING user_id`,
      [userId],
    );
    return rows.length > 0;
  }

  async findFan(userId: string): Promise<FanRow | undefined> {
    const [row] = await sqlRows<FanRow>(
      this.db,
      `SELECT ${FAN_COLUMNS} FROM fan_profiles WHERE user_id = $1`,
      [userId],
    );
    return row;
  }
}
