import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  AthleteAudience,
  AthleteLevel,
  AthletePosition,
  AthleteProfile,
  AthleteStats,
  DominantSide,
  Interest,
  InterestResponse,
  InterestStatus,
  MatchReason,
  Opening,
  OpeningMatch,
  PlayerMatch,
  PlayerSearchFilters,
  RecruitingPerson,
  SavedSearch,
  Sport,
} from '../../../contracts/recruiting';
import { ALL_POSITIONS, AUDIENCES, LEVEL_VALUES, SIDES, SPORTS } from './recruiting.dto';

export class RecruitingPersonDto implements RecruitingPerson {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() userName: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ type: String, nullable: true, description: 'Avatar URL' }) image: string | null;
}

export class AthleteStatsAnswerDto implements AthleteStats {
  @ApiPropertyOptional() pointsPerGame?: number;
  @ApiPropertyOptional() reboundsPerGame?: number;
  @ApiPropertyOptional() assistsPerGame?: number;
  @ApiPropertyOptional() gamesPlayed?: number;
  @ApiPropertyOptional() goals?: number;
  @ApiPropertyOptional() assists?: number;
  @ApiPropertyOptional() appearances?: number;
  @ApiPropertyOptional() cleanSheets?: number;
}

/** Athlete data as the viewer may see it (never the date of birth; a minor's place is the city). */
export class AthleteProfileAnswerDto implements AthleteProfile {
  @ApiProperty({ type: RecruitingPersonDto }) user: RecruitingPersonDto;
  @ApiProperty({ enum: SPORTS }) sport: Sport;
  @ApiProperty({ enum: ALL_POSITIONS, isArray: true }) positions: AthletePosition[];
  @ApiProperty() heightCm: number;
  @ApiProperty({ type: Number, nullable: true }) weightKg: number | null;
  @ApiProperty({ enum: SIDES }) dominantSide: DominantSide;
  @ApiProperty({ enum: LEVEL_VALUES }) level: AthleteLevel;
  @ApiProperty({ type: Number, nullable: true }) birthYear: number | null;
  @ApiProperty({ type: String, nullable: true, enum: ['U16', 'U18', 'U21', 'Senior'] })
  ageGroup: AthleteProfile['ageGroup'];
  @ApiProperty({ example: 'ES' }) country: string;
  @ApiProperty() city: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Adults and oneself only' })
  lat: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Adults and oneself only' })
  lng: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'From `near`; a minor’s to 5 km' })
  distanceKm: number | null;
  @ApiProperty({ type: AthleteStatsAnswerDto }) stats: AthleteStatsAnswerDto;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) highlightPostId: string | null;
  @ApiProperty() openToOpportunities: boolean;
  @ApiProperty({ enum: AUDIENCES }) visibleTo: AthleteAudience;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class OpeningAnswerDto implements Opening {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: RecruitingPersonDto }) coach: RecruitingPersonDto;
  @ApiProperty({ enum: SPORTS }) sport: Sport;
  @ApiProperty({ enum: ALL_POSITIONS, isArray: true }) positions: AthletePosition[];
  @ApiProperty({ enum: LEVEL_VALUES }) level: AthleteLevel;
  @ApiProperty({ type: Number, nullable: true }) birthYearFrom: number | null;
  @ApiProperty({ type: Number, nullable: true }) birthYearTo: number | null;
  @ApiProperty({ type: Number, nullable: true }) minHeightCm: number | null;
  @ApiProperty({ example: 'ES' }) country: string;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: Number, nullable: true }) lat: number | null;
  @ApiProperty({ type: Number, nullable: true }) lng: number | null;
  @ApiProperty({ type: Number, nullable: true }) radiusKm: number | null;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) closesAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'The caller owns it' }) mine: boolean;
  @ApiProperty({ type: Number, nullable: true }) distanceKm: number | null;
}

/** One factor of a score; the fields besides `factor` and `ok` depend on the factor. */
export class MatchReasonDto {
  @ApiProperty({ enum: ['sport', 'position', 'age', 'height', 'level', 'distance'] })
  factor: MatchReason['factor'];
  @ApiProperty() ok: boolean;
  @ApiPropertyOptional({ enum: ALL_POSITIONS, isArray: true }) positions?: AthletePosition[];
  @ApiPropertyOptional({ type: Number, nullable: true }) birthYear?: number | null;
  @ApiPropertyOptional() heightCm?: number;
  @ApiPropertyOptional({ type: Number, nullable: true }) minHeightCm?: number | null;
  @ApiPropertyOptional({ enum: LEVEL_VALUES }) level?: AthleteLevel;
  @ApiPropertyOptional({ enum: LEVEL_VALUES }) wanted?: AthleteLevel;
  @ApiPropertyOptional({ type: Number, nullable: true }) km?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) radiusKm?: number | null;
}

export class PlayerMatchDto implements Omit<PlayerMatch, 'reasons'> {
  @ApiProperty({ type: AthleteProfileAnswerDto }) athlete: AthleteProfileAnswerDto;
  @ApiProperty({ minimum: 0, maximum: 100 }) score: number;
  @ApiProperty({ type: [MatchReasonDto] }) reasons: MatchReasonDto[];
}

export class OpeningMatchDto implements Omit<OpeningMatch, 'reasons'> {
  @ApiProperty({ type: OpeningAnswerDto }) opening: OpeningAnswerDto;
  @ApiProperty({ minimum: 0, maximum: 100 }) score: number;
  @ApiProperty({ type: [MatchReasonDto] }) reasons: MatchReasonDto[];
}

export class SavedSearchAnswerDto implements SavedSearch {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: Object, description: 'The filters of GET /recruiting/players' })
  filters: PlayerSearchFilters;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class InterestAnswerDto implements Interest {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: RecruitingPersonDto }) coach: RecruitingPersonDto;
  @ApiProperty({ type: RecruitingPersonDto }) player: RecruitingPersonDto;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) openingId: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ enum: ['pending', 'accepted', 'declined'] }) status: InterestStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) respondedAt: string | null;
}

export class InterestResponseDto implements InterestResponse {
  @ApiProperty({ type: InterestAnswerDto }) interest: InterestAnswerDto;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The coach, whom the player may now chat with (accepted)',
  })
  chatWithUserId: string | null;
}
