import { AppError } from '../../core/http/app-error';
import type {
  AgeGroup,
  CoachingHistoryDto,
  FanProfileDto,
  PlayerTeamDto,
  Position,
  RecruitingInterestDto,
} from './dto/sections.dto';

export interface Social {
  platform: string;
  url: string;
}

export interface FanFields {
  favouriteTeams: string[];
  languages: string[];
  socials: Social[];
}

export const SOCIAL_MESSAGE = 'Each social link needs a platform and a url.';

/** A url without a scheme gets 'https://' (SPEC §5); http and https ones are kept as they are. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** First occurrence wins; `key` says when two entries are the same. */
function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * SPEC §5 fan profile: blank teams ignored, blank or duplicate (any case) languages ignored,
 * a social needs both platform and url (a wholly blank row is ignored), url gets a scheme.
 * Only the fields that were sent are returned.
 */
export function normaliseFan(dto: FanProfileDto): Partial<FanFields> {
  const out: Partial<FanFields> = {};
  if (dto.favouriteTeams) {
    out.favouriteTeams = unique(dto.favouriteTeams.map((t) => t.trim()).filter(Boolean), (t) =>
      t.toLowerCase(),
    );
  }
  if (dto.languages) {
    out.languages = unique(dto.languages.map((l) => l.trim()).filter(Boolean), (l) =>
      l.toLowerCase(),
    );
  }
  if (dto.socials) {
    out.socials = dto.socials.flatMap((s) => {
      const platform = (s.platform ?? '').trim();
      const url = (s.url ?? '').trim();
      if (!platform && !url) return [];
      if (!platform || !url) throw new AppError('VALIDATION_FAILED', SOCIAL_MESSAGE);
      return [{ platform, url: withScheme(url) }];
    });
  }
  return out;
}

export function normalisePositions(positions: Position[]): Position[] {
  return unique(positions, (p) => p);
}

export function normaliseTeams(teams: PlayerTeamDto[]): { teamName: string; years: number }[] {
  return teams.map((t) => ({ teamName: t.teamName.trim(), years: t.years }));
}

export function normaliseHistory(
  history: CoachingHistoryDto[],
): { teamName: string; years: string }[] {
  return history.map((h) => ({ teamName: h.teamName.trim(), years: h.years.trim() }));
}

export function normaliseInterests(
  interests: RecruitingInterestDto[],
): { positions: Position[]; ageGroups: AgeGroup[] }[] {
  return interests.map((i) => ({
    positions: unique(i.positions ?? [], (p) => p),
    ageGroups: unique(i.ageGroups ?? [], (a) => a),
  }));
}
