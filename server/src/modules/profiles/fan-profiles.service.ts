import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import { sqlRows } from '../../core/database/sql';
import type { FanProfile } from '../../contracts/profiles';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { EditFanProfileDto, FanProfileDto } from './dto/sections.dto';
import { normaliseFan, Social } from './sections.normalise';
import { isForeignKeyViolation } from '../../core/http/known-errors';

export type { FanProfile } from '../../contracts/profiles';

interface FanRow {
  user_id: string;
  favourite_teams: string[];
  languages: string[];
  socials: Social[];
}

const COLUMNS = 'user_id, favourite_teams, languages, socials';

function toFanProfile(row: FanRow): FanProfile {
  return {
    userId: row.user_id,
    favouriteTeams: row.favourite_teams,
    languages: row.languages,
    socials: row.socials,
  };
}

const NOT_FOUND = 'Fan profile not found.';

/** The Fan section: favourite teams, languages and social links. Only its owner changes it. */
@Injectable()
export class FanProfilesService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventEmitter2,
  ) {}

  async add(meId: string, dto: FanProfileDto): Promise<FanProfile> {
    const fan = normaliseFan(dto);
    const rows = await sqlRows<FanRow>(
      this.db,
      `INSERT INTO fan_profiles (user_id, favourite_teams, languages, socials)
       VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (user_id) DO NOTHING RETURNING ${COLUMNS}`,
      [meId, fan.favouriteTeams ?? [], fan.languages ?? [], JSON.stringify(fan.socials ?? [])],
    ).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', 'User not found');
      throw error;
    });
    if (rows.length === 0) throw new AppError('CONFLICT', 'Fan profile already exists.');
    this.changed(meId);
    return toFanProfile(rows[0]);
  }

  /** Fields left out keep their value. */
  async edit(meId: string, dto: EditFanProfileDto): Promise<FanProfile> {
    if (dto.userId && dto.userId !== meId)
      throw new AppError('FORBIDDEN', 'You can only edit your own profile.');
    const fan = normaliseFan(dto);
    const rows = await sqlRows<FanRow>(
      this.db,
      `UPDATE fan_profiles
          SET favourite_teams = coalesce($2, favourite_teams),
              languages = coalesce($3, languages),
              socials = coalesce($4::jsonb, socials),
              updated_at = now()
        WHERE user_id = $1 RETURNING ${COLUMNS}`,
      [
        meId,
        fan.favouriteTeams ?? null,
        fan.languages ?? null,
        fan.socials ? JSON.stringify(fan.socials) : null,
      ],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
    this.changed(meId);
    return toFanProfile(rows[0]);
  }

  async remove(meId: string): Promise<void> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM fan_profiles WHERE user_id = $1 RETURNING user_id`,
      [meId],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
    this.changed(meId);
  }

  async get(userId: string): Promise<FanProfile> {
    const [row] = await sqlRows<FanRow>(
      this.db,
      `SELECT ${COLUMNS} FROM fan_profiles WHERE user_id = $1`,
      [userId],
    );
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toFanProfile(row);
  }

  private changed(userId: string): void {
    const payload: DomainEvents['fan_profile.changed'] = { userId };
    this.events.emit('fan_profile.changed', payload);
  }
}
