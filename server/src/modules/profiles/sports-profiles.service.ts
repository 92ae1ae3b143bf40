import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import { sqlRows } from '../../core/database/sql';
import type { CoachProfile, PlayerProfile, ProfileSections } from '../../contracts/profiles';
import type { CoachProfileDto, PlayerProfileDto, Position } from './dto/sections.dto';
import {
  normaliseHistory,
  normaliseInterests,
  normalisePositions,
  normaliseTeams,
} from './sections.normalise';
import { isForeignKeyViolation, pgHint } from '../../core/http/known-errors';
import { UsersService } from '../users/users.service';

export type { CoachProfile, PlayerProfile, ProfileSections } from '../../contracts/profiles';

interface PlayerRow {
  user_id: string;
  positions: Position[];
  teams: PlayerProfile['teams'];
}

interface CoachRow {
  user_id: string;
  coaching_history: CoachProfile['coachingHistory'];
  recruiting_interests: CoachProfile['recruitingInterests'];
}

export const COACH_EXISTS = 'You already have a coach profile. Remove it to add a player profile.';
export const PLAYER_EXISTS = 'You already have a player profile. Remove it to add a coach profile.';
const PLAYER_NOT_FOUND = 'Player profile not found.';
const COACH_NOT_FOUND = 'Coach profile not found.';

const toPlayer = (r: PlayerRow): PlayerProfile => ({
  userId: r.user_id,
  positions: r.positions,
  teams: r.teams,
});
const toCoach = (r: CoachRow): CoachProfile => ({
  userId: r.user_id,
  coachingHistory: r.coaching_history,
  recruitingInterests: r.recruiting_interests,
});

/**
 * The Player and Coach sections, which exclude each other. The check runs in the insert's
 * transaction after locking the user's row; the database trigger `sports_role_exclusive` makes
 * the same promise for any writer.
 */
@Injectable()
export class SportsProfilesService {
  constructor(
    private readonly db: DataSource,
    private readonly users: UsersService,
  ) {}

  async addPlayer(meId: string): Promise<PlayerProfile> {
    const row = await this.insertExclusive<PlayerRow>(
      meId,
      'coach_profiles',
      COACH_EXISTS,
      `INSERT INTO player_profiles (user_id) VALUES ($1)
       ON CONFLICT (user_id) DO NOTHING RETURNING user_id, positions, teams`,
      [meId],
    );
    if (!row) throw new AppError('CONFLICT', 'Player profile already exists.');
    return toPlayer(row);
  }

  async editPlayer(meId: string, dto: PlayerProfileDto): Promise<PlayerProfile> {
    const [row] = await sqlRows<PlayerRow>(
      this.db,
      `UPDATE player_profiles
          SET positions = coalesce($2, positions), teams = coalesce($3::jsonb, teams),
              updated_at = now()
        WHERE user_id = $1 RETURNING user_id, positions, teams`,
      [
        meId,
        dto.positions ? normalisePositions(dto.positions) : null,
        dto.teams ? JSON.stringify(normaliseTeams(dto.teams)) : null,
      ],
    );
    if (!row) throw new AppError('NOT_FOUND', PLAYER_NOT_FOUND);
    return toPlayer(row);
  }

  async removePlayer(meId: string): Promise<void> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM player_profiles WHERE user_id = $1 RETURNING user_id`,
      [meId],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', PLAYER_NOT_FOUND);
  }

  async getPlayer(userId: string): Promise<PlayerProfile> {
    const [row] = await sqlRows<PlayerRow>(
      this.db,
      `SELECT user_id, positions, teams FROM player_profiles WHERE user_id = $1`,
      [userId],
    );
    if (!row) throw new AppError('NOT_FOUND', PLAYER_NOT_FOUND);
    return toPlayer(row);
  }

  async addCoach(meId: string, dto: CoachProfileDto): Promise<CoachProfile> {
    const row = await this.insertExclusive<CoachRow>(
      meId,
      'player_profiles',
      PLAYER_EXISTS,
      `INSERT INTO coach_profiles (user_id, coaching_history, recruiting_interests)
       VALUES ($1, $2::jsonb, $3::jsonb)
       ON CONFLICT (user_id) DO NOTHING
       RETURNING user_id, coaching_history, recruiting_interests`,
      [
        meId,
        JSON.stringify(normaliseHistory(dto.coachingHistory ?? [])),
        JSON.stringify(normaliseInterests(dto.recruitingInterests ?? [])),
      ],
    );
    if (!row) throw new AppError('CONFLICT', 'Coach profile already exists.');
    return toCoach(row);
  }

  async editCoach(meId: string, dto: CoachProfileDto): Promise<CoachProfile> {
    const [row] = await sqlRows<CoachRow>(
      this.db,
      `UPDATE coach_profiles
          SET coaching_history = coalesce($2::jsonb, coaching_history),
              recruiting_interests = coalesce($3::jsonb, recruiting_interests),
              updated_at = now()
        WHERE user_id = $1 RETURNING user_id, coaching_history, recruiting_interests`,
      [
        meId,
        dto.coachingHistory ? JSON.stringify(normaliseHistory(dto.coachingHistory)) : null,
        dto.recruitingInterests
          ? JSON.stringify(normaliseInterests(dto.recruitingInterests))
          : null,
      ],
    );
    if (!row) throw new AppError('NOT_FOUND', COACH_NOT_FOUND);
    return toCoach(row);
  }

  async removeCoach(meId: string): Promise<void> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM coach_profiles WHERE user_id = $1 RETURNING user_id`,
      [meId],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', COACH_NOT_FOUND);
  }

  async getCoach(userId: string): Promise<CoachProfile> {
    const [row] = await sqlRows<CoachRow>(
      this.db,
      `SELECT user_id, coaching_history, recruiting_interests FROM coach_profiles
        WHERE user_id = $1`,
      [userId],
    );
    if (!row) throw new AppError('NOT_FOUND', COACH_NOT_FOUND);
    return toCoach(row);
  }

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

  /** Inserts one sports role unless the other (`otherTable`) exists; null when it already existed. */
  private async insertExclusive<R>(
    meId: string,
    otherTable: 'player_profiles' | 'coach_profiles',
    otherExists: string,
    insert: string,
    params: unknown[],
  ): Promise<R | null> {
    try {
      return await this.db.transaction(async (tx) => {
        if (!(await this.users.lock(tx, meId))) throw new AppError('NOT_FOUND', 'User not found');
        const other = await sqlRows(tx, `SELECT 1 FROM ${otherTable} WHERE user_id = $1`, [meId]);
        if (other.length > 0) throw new AppError('CONFLICT', otherExists);
        const [row] = await sqlRows<R>(tx, insert, params);
        return row ?? null;
      });
    } catch (error) {
      if (pgHint(error)?.startsWith('sports_role:')) throw new AppError('CONFLICT', otherExists);
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', 'User not found');
      throw error;
    }
  }
}
