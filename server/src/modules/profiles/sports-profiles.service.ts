import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import type { CoachProfile, PlayerProfile, ProfileSections } from '../../contracts/profiles';
import type { CoachProfileDto, PlayerProfileDto } from './dto/sections.dto';
import {
  normaliseHistory,
  normaliseInterests,
  normalisePositions,
  normaliseTeams,
} from './sections.normalise';
import { isForeignKeyViolation, pgHint } from '../../core/http/known-errors';
import { UsersService } from '../users/users.service';
import { type CoachRow, type PlayerRow, ProfilesRepository } from './profiles.repository';

export type { CoachProfile, PlayerProfile, ProfileSections } from '../../contracts/profiles';

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
    private readonly profiles: ProfilesRepository,
  ) {}

  async addPlayer(meId: string): Promise<PlayerProfile> {
    const row = await this.insertExclusive(meId, 'coach_profiles', COACH_EXISTS, (tx) =>
      this.profiles.insertPlayer(tx, meId),
    );
    if (!row) throw new AppError('CONFLICT', 'Player profile already exists.');
    return toPlayer(row);
  }

  async editPlayer(meId: string, dto: PlayerProfileDto): Promise<PlayerProfile> {
    const row = await this.profiles.updatePlayer(
      meId,
      dto.positions ? normalisePositions(dto.positions) : null,
      dto.teams ? JSON.stringify(normaliseTeams(dto.teams)) : null,
    );
    if (!row) throw new AppError('NOT_FOUND', PLAYER_NOT_FOUND);
    return toPlayer(row);
  }

  async removePlayer(meId: string): Promise<void> {
    if (!(await this.profiles.deletePlayer(meId)))
      throw new AppError('NOT_FOUND', PLAYER_NOT_FOUND);
  }

  async getPlayer(userId: string): Promise<PlayerProfile> {
    const row = await this.profiles.findPlayer(userId);
    if (!row) throw new AppError('NOT_FOUND', PLAYER_NOT_FOUND);
    return toPlayer(row);
  }

  async addCoach(meId: string, dto: CoachProfileDto): Promise<CoachProfile> {
    const history = JSON.stringify(normaliseHistory(dto.coachingHistory ?? []));
    const interests = JSON.stringify(normaliseInterests(dto.recruitingInterests ?? []));
    const row = await this.insertExclusive(meId, 'player_profiles', PLAYER_EXISTS, (tx) =>
      this.profiles.insertCoach(tx, meId, history, interests),
    );
    if (!row) throw new AppError('CONFLICT', 'Coach profile already exists.');
    return toCoach(row);
  }

  async editCoach(meId: string, dto: CoachProfileDto): Promise<CoachProfile> {
    const row = await this.profiles.updateCoach(
      meId,
      dto.coachingHistory ? JSON.stringify(normaliseHistory(dto.coachingHistory)) : null,
      dto.recruitingInterests ? JSON.stringify(normaliseInterests(dto.recruitingInterests)) : null,
    );
    if (!row) throw new AppError('NOT_FOUND', COACH_NOT_FOUND);
    return toCoach(row);
  }

  async removeCoach(meId: string): Promise<void> {
    if (!(await this.profiles.deleteCoach(meId))) throw new AppError('NOT_FOUND', COACH_NOT_FOUND);
  }

  async getCoach(userId: string): Promise<CoachProfile> {
    const row = await this.profiles.findCoach(userId);
    if (!row) throw new AppError('NOT_FOUND', COACH_NOT_FOUND);
    return toCoach(row);
  }

  sections(userId: string): Promise<ProfileSections> {
    return this.profiles.sections(userId);
  }

  /**
   * Inserts one sports role (`insert`, in the transaction) unless the other (`otherTable`)
   * exists; null when it already existed.
   */
  private async insertExclusive<R>(
    meId: string,
    otherTable: 'player_profiles' | 'coach_profiles',
    otherExists: string,
    insert: (tx: EntityManager) => Promise<R | undefined>,
  ): Promise<R | null> {
    try {
      return await this.db.transaction(async (tx) => {
        if (!(await this.users.lock(tx, meId))) throw new AppError('NOT_FOUND', 'User not found');
        if (await this.profiles.hasSportsSection(tx, otherTable, meId))
          throw new AppError('CONFLICT', otherExists);
        return (await insert(tx)) ?? null;
      });
    } catch (error) {
      if (pgHint(error)?.startsWith('sports_role:')) throw new AppError('CONFLICT', otherExists);
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', 'User not found');
      throw error;
    }
  }
}
