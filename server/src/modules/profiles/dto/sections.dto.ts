import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import { trimmedText } from '../../../core/http/visible-text';
import { MaxChars } from '../../../core/http/max-chars';
import { TEXT_LIMITS } from '../../../contracts/limits';

/** Years at one team: a whole number up to a career's length (client: `PROFILES`). */
export const PLAYER_YEARS_MAX = TEXT_LIMITS.playerYearsMax;
export const PLAYER_YEARS_TOO_MANY = `Years must be ${PLAYER_YEARS_MAX} or less`;

export const POSITIONS = [
  'GK',
  'CB',
  'LB',
  'RB',
  'CM',
  'LM',
  'RM',
  'CAM',
  'CF',
  'LW',
  'RW',
  'ST',
] as const;
export type Position = (typeof POSITIONS)[number];
export const AGE_GROUPS = ['U16', 'U18', 'U21', 'Senior'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const POSITIONS_MESSAGE = `Positions must be among ${POSITIONS.join(', ')}`;
export const AGE_GROUPS_MESSAGE = `Age groups must be among ${AGE_GROUPS.join(', ')}`;

/** Years typed into a form arrive as text; "3" is the number 3, "" stays not a number. */
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
    ? Number(value)
    : value;

export class SocialDto {
  @ApiPropertyOptional({ example: 'Instagram' })
  @IsOptionalNotNull()
  @MaxChars(50, { message: 'Platform must be at most 50 characters' })
  @IsString({ message: 'Platform must be text' })
  platform?: string;

  @ApiPropertyOptional({ example: 'instagram.com/me' })
  @IsOptionalNotNull()
  @MaxChars(500, { message: 'URL must be at most 500 characters' })
  @IsString({ message: 'URL must be text' })
  url?: string;
}

export class FanProfileDto {
  @ApiPropertyOptional({ type: [String] })
  @IsOptionalNotNull()
  @ArrayMaxSize(50, { message: 'At most 50 favourite teams' })
  @MaxChars(100, { each: true, message: 'A team name must be at most 100 characters' })
  @IsString({ each: true, message: 'Favourite teams must be text' })
  @IsArray({ message: 'Favourite teams must be a list' })
  favouriteTeams?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptionalNotNull()
  @ArrayMaxSize(30, { message: 'At most 30 languages' })
  @MaxChars(50, { each: true, message: 'A language must be at most 50 characters' })
  @IsString({ each: true, message: 'Languages must be text' })
  @IsArray({ message: 'Languages must be a list' })
  languages?: string[];

  @ApiPropertyOptional({ type: [SocialDto] })
  @IsOptionalNotNull()
  @ValidateNested({ each: true })
  @Type(() => SocialDto)
  @ArrayMaxSize(20, { message: 'At most 20 social links' })
  @IsArray({ message: 'Socials must be a list' })
  socials?: SocialDto[];
}

export class EditFanProfileDto extends FanProfileDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Must be the caller when sent' })
  @IsOptionalNotNull()
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId?: string;
}

export class PlayerTeamDto {
  @ApiProperty()
  @Transform(trimmedText)
  @MaxChars(100, { message: 'Team name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Team name is required' })
  @IsString({ message: 'Team name is required' })
  teamName: string;

  @ApiProperty({ minimum: 0, maximum: PLAYER_YEARS_MAX })
  @Transform(toNumber)
  @Max(PLAYER_YEARS_MAX, { message: PLAYER_YEARS_TOO_MANY })
  @Min(0, { message: 'Years must be 0 or more' })
  @IsInt({ message: 'Years must be a whole number' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Years must be a number' })
  years: number;
}

export class PlayerProfileDto {
  @ApiPropertyOptional({ enum: POSITIONS, isArray: true })
  @IsOptionalNotNull()
  @IsIn(POSITIONS, { each: true, message: POSITIONS_MESSAGE })
  @IsArray({ message: 'Positions must be a list' })
  positions?: Position[];

  @ApiPropertyOptional({ type: [PlayerTeamDto] })
  @IsOptionalNotNull()
  @ValidateNested({ each: true })
  @Type(() => PlayerTeamDto)
  @ArrayMaxSize(50, { message: 'At most 50 teams' })
  @IsArray({ message: 'Teams must be a list' })
  teams?: PlayerTeamDto[];
}

export class CoachingHistoryDto {
  @ApiProperty()
  @Transform(trimmedText)
  @MaxChars(100, { message: 'Team name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Team name is required' })
  @IsString({ message: 'Team name is required' })
  teamName: string;

  @ApiProperty({ example: '2018-2021' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : trimmedText({ value }),
  )
  @MaxChars(50, { message: 'Years must be at most 50 characters' })
  @IsNotEmpty({ message: 'Years are required' })
  @IsString({ message: 'Years are required' })
  years: string;
}

export class RecruitingInterestDto {
  @ApiProperty({ enum: POSITIONS, isArray: true })
  @IsOptionalNotNull()
  @IsIn(POSITIONS, { each: true, message: POSITIONS_MESSAGE })
  @IsArray({ message: 'Positions must be a list' })
  positions?: Position[];

  @ApiProperty({ enum: AGE_GROUPS, isArray: true })
  @IsOptionalNotNull()
  @IsIn(AGE_GROUPS, { each: true, message: AGE_GROUPS_MESSAGE })
  @IsArray({ message: 'Age groups must be a list' })
  ageGroups?: AgeGroup[];
}

export class CoachProfileDto {
  @ApiPropertyOptional({ type: [CoachingHistoryDto] })
  @IsOptionalNotNull()
  @ValidateNested({ each: true })
  @Type(() => CoachingHistoryDto)
  @ArrayMaxSize(50, { message: 'At most 50 coaching history entries' })
  @IsArray({ message: 'Coaching history must be a list' })
  coachingHistory?: CoachingHistoryDto[];

  @ApiPropertyOptional({ type: [RecruitingInterestDto] })
  @IsOptionalNotNull()
  @ValidateNested({ each: true })
  @Type(() => RecruitingInterestDto)
  @ArrayMaxSize(10, { message: 'At most 10 recruiting interests' })
  @IsArray({ message: 'Recruiting interests must be a list' })
  recruitingInterests?: RecruitingInterestDto[];
}
