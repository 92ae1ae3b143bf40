import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AppError } from '../../core/http/app-error';
import type { FanProfile } from '../../contracts/profiles';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { EditFanProfileDto, FanProfileDto } from './dto/sections.dto';
import { normaliseFan } from './sections.normalise';
import { isForeignKeyViolation } from '../../core/http/known-errors';
import { type FanRow, ProfilesRepository } from './profiles.repository';

export type { FanProfile } from '../../contracts/profiles';

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
    private readonly profiles: ProfilesRepository,
    private readonly events: EventEmitter2,
  ) {}

  async add(meId: string, dto: FanProfileDto): Promise<FanProfile> {
    const fan = normaliseFan(dto);
    const row = await this.profiles
      .insertFan(meId, {
        favouriteTeams: fan.favouriteTeams ?? [],
        languages: fan.languages ?? [],
        socials: JSON.stringify(fan.socials ?? []),
      })
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', 'User not found');
        throw error;
      });
    if (!row) throw new AppError('CONFLICT', 'Fan profile already exists.');
    this.changed(meId);
    return toFanProfile(row);
  }

  /** Fields left out keep their value. */
  async edit(meId: string, dto: EditFanProfileDto): Promise<FanProfile> {
    if (dto.userId && dto.userId !== meId)
      throw new AppError('FORBIDDEN', 'You can only edit your own profile.');
    const fan = normaliseFan(dto);
    const row = await this.profiles.updateFan(meId, {
      favouriteTeams: fan.favouriteTeams ?? null,
      languages: fan.languages ?? null,
      socials: fan.socials ? JSON.stringify(fan.socials) : null,
    });
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    this.changed(meId);
    return toFanProfile(row);
  }

  async remove(meId: string): Promise<void> {
    if (!(await this.profiles.deleteFan(meId))) throw new AppError('NOT_FOUND', NOT_FOUND);
    this.changed(meId);
  }

  async get(userId: string): Promise<FanProfile> {
    const row = await this.profiles.findFan(userId);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toFanProfile(row);
  }

  private changed(userId: string): void {
    const payload: DomainEvents['fan_profile.changed'] = { userId };
    this.events.emit('fan_profile.changed', payload);
  }
}
