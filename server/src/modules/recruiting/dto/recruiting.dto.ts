import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsLatitude,
  IsLongitude,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import type {
  AthleteAudience,
  AthleteLevel,
  AthletePosition,
  AthleteProfileRequest,
  AthleteStats,
  DominantSide,
  InterestRequest,
  OpeningRequest,
  PlayerSearchFilters,
  Sport,
} from '../../../contracts/recruiting';
import { IsOptionalNotNull } from '../../../core/http/optional';
import { MaxChars } from '../../../core/http/max-chars';
import { PageQueryDto } from '../../../core/http/pagination';

export const SPORTS = ['basketball', 'football'] as const satisfies readonly Sport[];
export const POSITIONS_BY_SPORT: Record<Sport, readonly AthletePosition[]> = {
  basketball: ['point_guard', 'shooting_guard', 'small_forward', 'power_forward', 'center'],
  football: [
    'goalkeeper',
    'centre_back',
    'full_back',
    'defensive_midfielder',
    'central_midfielder',
    'attacking_midfielder',
    'winger',
    'striker',
  ],
};
export const ALL_POSITIONS: readonly AthletePosition[] = [
  ...POSITIONS_BY_SPORT.basketball,
  ...POSITIONS_BY_SPORT.football,
];
export const LEVEL_VALUES = [
  'school',
  'club',
  'academy',
  'college',
  'semi_pro',
  'pro',
] as const satisfies readonly AthleteLevel[];
export const SIDES = ['left', 'right', 'both'] as const satisfies readonly DominantSide[];
export const AUDIENCES = ['coaches', 'everyone'] as const satisfies readonly AthleteAudience[];

export const MESSAGES = {
  sport: 'Sport must be basketball or football',
  positions: 'Choose 1 to 3 positions',
  positionsOfSport: "Positions must be from the sport's list",
  position: 'Position must be a known position',
  heightCm: 'Height must be a whole number of centimetres from 120 to 230',
  weightKg: 'Weight must be a whole number of kilograms from 35 to 160',
  dominantSide: 'Dominant side must be left, right or both',
  level: 'Level must be school, club, academy, college, semi_pro or pro',
  country: 'Country must be a two-letter ISO 3166-1 code, such as ES',
  city: 'City must be text of at most 100 characters',
  cityRequired: 'City is required',
  lat: 'Latitude must be a number from -90 to 90',
  lng: 'Longitude must be a number from -180 to 180',
  place: 'Give both latitude and longitude, or neither',
  stats: 'Stats must be an object of numbers',
  statsOfSport: "Stats must be the sport's own",
  highlightPostId: 'The highlight must be one of your own video posts',
  openToOpportunities: 'Open to opportunities must be true or false',
  visibleTo: 'Visible to must be coaches or everyone',
  birthYear: 'Birth year must be a whole number from 1900 to 2100',
  birthYears: 'Birth year from must not be after birth year to',
  minHeightCm: 'Minimum height must be a whole number of centimetres from 120 to 230',
  maxHeightCm: 'Maximum height must be a whole number of centimetres from 120 to 230',
  heights: 'Minimum height must not be above maximum height',
  radiusKm: 'Radius must be a whole number of kilometres from 1 to 2000',
  radiusNeedsNear: 'A radius needs near=lat,lng',
  near: 'near must be lat,lng (for example 40.41,-3.70)',
  description: 'Description must be 1 to 1000 characters',
  closesAt: 'Closes at must be a date and time',
  playerId: 'playerId must be a user id',
  openingId: 'openingId must be an opening id',
  message: 'Message must be 1 to 500 characters',
  accept: 'accept must be true or false',
  filters: 'Filters must be an object',
  box: 'box must be sent or received',
} as const;

const year = (message: string) => [
  Type(() => Number),
  IsInt({ message }),
  Min(1900, { message }),
  Max(2100, { message }),
];
const apply = (decorators: PropertyDecorator[]): PropertyDecorator =>
  function (target, key) {
    decorators.forEach((d) => d(target, key));
  };

/** Per-sport numbers; which belong to the sport is checked by the service. */
export class AthleteStatsDto implements AthleteStats {
  @ApiPropertyOptional({ minimum: 0, maximum: 100 })
  @IsOptionalNotNull()
  @Min(0, { message: 'Points per game must be from 0 to 100' })
  @Max(100, { message: 'Points per game must be from 0 to 100' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'Points per game must be a number' },
  )
  pointsPerGame?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 50 })
  @IsOptionalNotNull()
  @Min(0, { message: 'Rebounds per game must be from 0 to 50' })
  @Max(50, { message: 'Rebounds per game must be from 0 to 50' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'Rebounds per game must be a number' },
  )
  reboundsPerGame?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 30 })
  @IsOptionalNotNull()
  @Min(0, { message: 'Assists per game must be from 0 to 30' })
  @Max(30, { message: 'Assists per game must be from 0 to 30' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'Assists per game must be a number' },
  )
  assistsPerGame?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 2000 })
  @IsOptionalNotNull()
  @Min(0, { message: 'Games played must be from 0 to 2000' })
  @Max(2000, { message: 'Games played must be from 0 to 2000' })
  @IsInt({ message: 'Games played must be a whole number' })
  gamesPlayed?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 2000 })
  @IsOptionalNotNull()
  @Min(0, { message: 'Goals must be from 0 to 2000' })
  @Max(2000, { message: 'Goals must be from 0 to 2000' })
  @IsInt({ message: 'Goals must be a whole number' })
  goals?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 2000 })
  @IsOptionalNotNull()
  @Min(0, { message: 'Assists must be from 0 to 2000' })
  @Max(2000, { message: 'Assists must be from 0 to 2000' })
  @IsInt({ message: 'Assists must be a whole number' })
  assists?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 2000 })
  @IsOptionalNotNull()
  @Min(0, { message: 'Appearances must be from 0 to 2000' })
  @Max(2000, { message: 'Appearances must be from 0 to 2000' })
  @IsInt({ message: 'Appearances must be a whole number' })
  appearances?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 2000 })
  @IsOptionalNotNull()
  @Min(0, { message: 'Clean sheets must be from 0 to 2000' })
  @Max(2000, { message: 'Clean sheets must be from 0 to 2000' })
  @IsInt({ message: 'Clean sheets must be a whole number' })
  cleanSheets?: number;
}

export class AthleteProfileDto implements AthleteProfileRequest {
  @ApiProperty({ enum: SPORTS })
  @IsIn(SPORTS, { message: MESSAGES.sport })
  sport: Sport;

  @ApiProperty({ enum: ALL_POSITIONS, isArray: true, minItems: 1, maxItems: 3 })
  @IsIn(ALL_POSITIONS, { each: true, message: MESSAGES.positionsOfSport })
  @ArrayMinSize(1, { message: MESSAGES.positions })
  @ArrayMaxSize(3, { message: MESSAGES.positions })
  @IsArray({ message: MESSAGES.positions })
  positions: AthletePosition[];

  @ApiProperty({ minimum: 120, maximum: 230 })
  @Min(120, { message: MESSAGES.heightCm })
  @Max(230, { message: MESSAGES.heightCm })
  @IsInt({ message: MESSAGES.heightCm })
  heightCm: number;

  @ApiPropertyOptional({ minimum: 35, maximum: 160, nullable: true })
  @IsOptional()
  @Min(35, { message: MESSAGES.weightKg })
  @Max(160, { message: MESSAGES.weightKg })
  @IsInt({ message: MESSAGES.weightKg })
  weightKg?: number | null;

  @ApiProperty({ enum: SIDES })
  @IsIn(SIDES, { message: MESSAGES.dominantSide })
  dominantSide: DominantSide;

  @ApiProperty({ enum: LEVEL_VALUES })
  @IsIn(LEVEL_VALUES, { message: MESSAGES.level })
  level: AthleteLevel;

  @ApiProperty({ example: 'ES' })
  @Matches(/^[A-Z]{2}$/, { message: MESSAGES.country })
  @IsString({ message: MESSAGES.country })
  country: string;

  @ApiProperty({ maxLength: 100 })
  @Matches(/\S/, { message: MESSAGES.cityRequired })
  @MaxChars(100, { message: MESSAGES.city })
  @IsString({ message: MESSAGES.city })
  city: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsLatitude({ message: MESSAGES.lat })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MESSAGES.lat })
  lat?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsLongitude({ message: MESSAGES.lng })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MESSAGES.lng })
  lng?: number | null;

  @ApiPropertyOptional({ type: AthleteStatsDto })
  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => AthleteStatsDto)
  @IsObject({ message: MESSAGES.stats })
  stats?: AthleteStatsDto;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: MESSAGES.highlightPostId })
  highlightPostId?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptionalNotNull()
  @IsBoolean({ message: MESSAGES.openToOpportunities })
  openToOpportunities?: boolean;

  @ApiPropertyOptional({ enum: AUDIENCES, default: 'coaches' })
  @IsOptionalNotNull()
  @IsIn(AUDIENCES, { message: MESSAGES.visibleTo })
  visibleTo?: AthleteAudience;
}

export class OpeningDto implements OpeningRequest {
  @ApiProperty({ enum: SPORTS })
  @IsIn(SPORTS, { message: MESSAGES.sport })
  sport: Sport;

  @ApiProperty({ enum: ALL_POSITIONS, isArray: true, minItems: 1, maxItems: 3 })
  @IsIn(ALL_POSITIONS, { each: true, message: MESSAGES.positionsOfSport })
  @ArrayMinSize(1, { message: MESSAGES.positions })
  @ArrayMaxSize(3, { message: MESSAGES.positions })
  @IsArray({ message: MESSAGES.positions })
  positions: AthletePosition[];

  @ApiProperty({ enum: LEVEL_VALUES })
  @IsIn(LEVEL_VALUES, { message: MESSAGES.level })
  level: AthleteLevel;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Min(1900, { message: MESSAGES.birthYear })
  @Max(2100, { message: MESSAGES.birthYear })
  @IsInt({ message: MESSAGES.birthYear })
  birthYearFrom?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Min(1900, { message: MESSAGES.birthYear })
  @Max(2100, { message: MESSAGES.birthYear })
  @IsInt({ message: MESSAGES.birthYear })
  birthYearTo?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Min(120, { message: MESSAGES.minHeightCm })
  @Max(230, { message: MESSAGES.minHeightCm })
  @IsInt({ message: MESSAGES.minHeightCm })
  minHeightCm?: number | null;

  @ApiProperty({ example: 'ES' })
  @Matches(/^[A-Z]{2}$/, { message: MESSAGES.country })
  @IsString({ message: MESSAGES.country })
  country: string;

  @ApiPropertyOptional({ maxLength: 100, nullable: true })
  @IsOptional()
  @MaxChars(100, { message: MESSAGES.city })
  @IsString({ message: MESSAGES.city })
  city?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsLatitude({ message: MESSAGES.lat })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MESSAGES.lat })
  lat?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsLongitude({ message: MESSAGES.lng })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MESSAGES.lng })
  lng?: number | null;

  @ApiPropertyOptional({ minimum: 1, maximum: 2000, nullable: true })
  @IsOptional()
  @Min(1, { message: MESSAGES.radiusKm })
  @Max(2000, { message: MESSAGES.radiusKm })
  @IsInt({ message: MESSAGES.radiusKm })
  radiusKm?: number | null;

  @ApiProperty({ minLength: 1, maxLength: 1000 })
  @Matches(/\S/, { message: MESSAGES.description })
  @MaxChars(1000, { message: MESSAGES.description })
  @IsString({ message: MESSAGES.description })
  description: string;

  @ApiPropertyOptional({ format: 'date-time', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: MESSAGES.closesAt })
  closesAt?: string | null;
}

/** `GET /recruiting/players` (and a saved search's filters). */
export class PlayerSearchDto extends PageQueryDto implements PlayerSearchFilters {
  @ApiPropertyOptional({ enum: SPORTS })
  @IsOptionalNotNull()
  @IsIn(SPORTS, { message: MESSAGES.sport })
  sport?: Sport;

  @ApiPropertyOptional({ enum: ALL_POSITIONS })
  @IsOptionalNotNull()
  @IsIn(ALL_POSITIONS, { message: MESSAGES.position })
  position?: AthletePosition;

  @ApiPropertyOptional({ enum: LEVEL_VALUES })
  @IsOptionalNotNull()
  @IsIn(LEVEL_VALUES, { message: MESSAGES.level })
  level?: AthleteLevel;

  @ApiPropertyOptional({ minimum: 120, maximum: 230 })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(120, { message: MESSAGES.minHeightCm })
  @Max(230, { message: MESSAGES.minHeightCm })
  @IsInt({ message: MESSAGES.minHeightCm })
  minHeightCm?: number;

  @ApiPropertyOptional({ minimum: 120, maximum: 230 })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(120, { message: MESSAGES.maxHeightCm })
  @Max(230, { message: MESSAGES.maxHeightCm })
  @IsInt({ message: MESSAGES.maxHeightCm })
  maxHeightCm?: number;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @apply(year(MESSAGES.birthYear))
  birthYearFrom?: number;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @apply(year(MESSAGES.birthYear))
  birthYearTo?: number;

  @ApiPropertyOptional({ example: 'ES' })
  @IsOptionalNotNull()
  @Matches(/^[A-Z]{2}$/, { message: MESSAGES.country })
  @IsString({ message: MESSAGES.country })
  country?: string;

  @ApiPropertyOptional({ example: '40.41,-3.70' })
  @IsOptionalNotNull()
  @Matches(/^-?\d{1,3}(\.\d{1,10})?,-?\d{1,3}(\.\d{1,10})?$/, { message: MESSAGES.near })
  @IsString({ message: MESSAGES.near })
  near?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 2000 })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(1, { message: MESSAGES.radiusKm })
  @Max(2000, { message: MESSAGES.radiusKm })
  @IsInt({ message: MESSAGES.radiusKm })
  radiusKm?: number;
}

/** `GET /recruiting/openings`. */
export class OpeningSearchDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SPORTS })
  @IsOptionalNotNull()
  @IsIn(SPORTS, { message: MESSAGES.sport })
  sport?: Sport;

  @ApiPropertyOptional({ enum: ALL_POSITIONS })
  @IsOptionalNotNull()
  @IsIn(ALL_POSITIONS, { message: MESSAGES.position })
  position?: AthletePosition;

  @ApiPropertyOptional({ enum: LEVEL_VALUES })
  @IsOptionalNotNull()
  @IsIn(LEVEL_VALUES, { message: MESSAGES.level })
  level?: AthleteLevel;

  @ApiPropertyOptional({ example: 'ES' })
  @IsOptionalNotNull()
  @Matches(/^[A-Z]{2}$/, { message: MESSAGES.country })
  @IsString({ message: MESSAGES.country })
  country?: string;

  @ApiPropertyOptional({ example: '40.41,-3.70' })
  @IsOptionalNotNull()
  @Matches(/^-?\d{1,3}(\.\d{1,10})?,-?\d{1,3}(\.\d{1,10})?$/, { message: MESSAGES.near })
  @IsString({ message: MESSAGES.near })
  near?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 2000 })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(1, { message: MESSAGES.radiusKm })
  @Max(2000, { message: MESSAGES.radiusKm })
  @IsInt({ message: MESSAGES.radiusKm })
  radiusKm?: number;

  @ApiPropertyOptional({ description: 'true: only my own openings' })
  @IsOptionalNotNull()
  @IsIn(['true', 'false'], { message: 'mine must be true or false' })
  mine?: 'true' | 'false';
}

/** The search's filters without its page (a JSON body: numbers arrive as numbers). */
export class SavedSearchFiltersDto extends PlayerSearchDto {}

export class SavedSearchDto {
  @ApiProperty({ description: 'The filters of GET /recruiting/players', type: Object })
  @ValidateNested()
  @Type(() => SavedSearchFiltersDto)
  @IsObject({ message: MESSAGES.filters })
  filters: SavedSearchFiltersDto;
}

export class InterestDto implements InterestRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: MESSAGES.playerId })
  playerId: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: MESSAGES.openingId })
  openingId?: string | null;

  @ApiProperty({ minLength: 1, maxLength: 500 })
  @Matches(/\S/, { message: MESSAGES.message })
  @MaxChars(500, { message: MESSAGES.message })
  @IsString({ message: MESSAGES.message })
  message: string;
}

export class RespondDto {
  @ApiProperty()
  @IsBoolean({ message: MESSAGES.accept })
  accept: boolean;
}

export class InterestListDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['sent', 'received'], default: 'received' })
  @IsOptionalNotNull()
  @IsIn(['sent', 'received'], { message: MESSAGES.box })
  box?: 'sent' | 'received';
}
