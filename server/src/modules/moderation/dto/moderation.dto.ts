import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type {
  AppealBody,
  DecideBody,
  ModerationActionKind,
  ReportBody,
  ReportCategory,
  ReportStatus,
  ReportTargetType,
  ResolveBody,
  RoleBody,
  SuspendBody,
} from '../../../contracts/moderation';
import { REPORT_CATEGORIES } from '../../../contracts/moderation';
import { TEXT_LIMITS } from '../../../contracts/limits';
import type { UserRole } from '../../../contracts/users';
import { MaxChars } from '../../../core/http/max-chars';
import { IsOptionalNotNull } from '../../../core/http/optional';
import { PageQueryDto } from '../../../core/http/pagination';
import { trimmedText } from '../../../core/http/visible-text';

export const TARGET_TYPES: readonly ReportTargetType[] = [
  'post',
  'comment',
  'user',
  'message',
  'community',
];
export const CATEGORIES: readonly ReportCategory[] = REPORT_CATEGORIES;
export const ACTIONS: readonly ModerationActionKind[] = ['dismiss', 'remove', 'warn', 'suspend'];
export const ROLES: readonly UserRole[] = ['user', 'moderator', 'admin'];

export const COMMENT_MAX = TEXT_LIMITS.reportCommentMax;
export const REASON_MAX = TEXT_LIMITS.moderationReasonMax;
export const APPEAL_MAX = 2000;
export const MAX_DAYS = 3650;

const TARGET_TYPE_MESSAGE = `targetType must be one of: ${TARGET_TYPES.join(', ')}`;
const REASON_REQUIRED = 'A reason is required';
const REASON_TOO_LONG = `Reason must be ${REASON_MAX} characters or less`;
const DAYS_MESSAGE = `days must be a whole number from 1 to ${MAX_DAYS}`;

/** `POST /reports`. */
export class ReportDto implements ReportBody {
  @ApiProperty({ enum: TARGET_TYPES })
  @IsIn(TARGET_TYPES, { message: TARGET_TYPE_MESSAGE })
  targetType: ReportTargetType;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'targetId must be a valid id' })
  targetId: string;

  @ApiProperty({ enum: CATEGORIES })
  @IsIn(CATEGORIES, { message: `category must be one of: ${CATEGORIES.join(', ')}` })
  category: ReportCategory;

  @ApiPropertyOptional({ maxLength: COMMENT_MAX })
  @IsOptionalNotNull()
  @Transform(trimmedText)
  @IsString({ message: 'comment must be text' })
  @MaxChars(COMMENT_MAX, { message: `Comment must be ${COMMENT_MAX} characters or less` })
  comment?: string;
}

class ReasonDto {
  @ApiProperty({ maxLength: REASON_MAX })
  @Transform(trimmedText)
  @IsString({ message: REASON_REQUIRED })
  @IsNotEmpty({ message: REASON_REQUIRED })
  @MaxChars(REASON_MAX, { message: REASON_TOO_LONG })
  reason: string;
}

/** `POST /admin/reports/{id}/resolve`. */
export class ResolveDto extends ReasonDto implements ResolveBody {
  @ApiProperty({ enum: ACTIONS })
  @IsIn(ACTIONS, { message: `action must be one of: ${ACTIONS.join(', ')}` })
  action: ModerationActionKind;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_DAYS,
    description: 'suspend: none means until lifted',
  })
  @IsOptionalNotNull()
  @IsInt({ message: DAYS_MESSAGE })
  @Min(1, { message: DAYS_MESSAGE })
  @Max(MAX_DAYS, { message: DAYS_MESSAGE })
  days?: number;
}

/** `POST /admin/users/{id}/suspend`. */
export class SuspendDto extends ReasonDto implements SuspendBody {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_DAYS, description: 'None: until lifted' })
  @IsOptionalNotNull()
  @IsInt({ message: DAYS_MESSAGE })
  @Min(1, { message: DAYS_MESSAGE })
  @Max(MAX_DAYS, { message: DAYS_MESSAGE })
  days?: number;
}

/** `POST /admin/users/{id}/unsuspend`, `POST /admin/content/…/restore`: why, for the log. */
export class OptionalReasonDto {
  @ApiPropertyOptional({ maxLength: REASON_MAX })
  @IsOptionalNotNull()
  @Transform(trimmedText)
  @IsString({ message: 'reason must be text' })
  @MaxChars(REASON_MAX, { message: REASON_TOO_LONG })
  reason?: string;
}

/** `PUT /admin/users/{id}/role`. */
export class RoleDto implements RoleBody {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role: UserRole;
}

/** `POST /appeals`. */
export class AppealDto implements AppealBody {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Required when signed in; with appealToken, the suspension it names',
  })
  @IsOptionalNotNull()
  @IsUUID('all', { message: 'actionId must be a valid id' })
  actionId?: string;

  @ApiProperty({ maxLength: APPEAL_MAX })
  @Transform(trimmedText)
  @IsString({ message: 'Please say why the decision should change' })
  @IsNotEmpty({ message: 'Please say why the decision should change' })
  @MaxChars(APPEAL_MAX, { message: `Appeal must be ${APPEAL_MAX} characters or less` })
  text: string;

  @ApiPropertyOptional({ description: 'A suspended account: the token its login answer gave' })
  @IsOptionalNotNull()
  @IsString({ message: 'Invalid appeal token' })
  @MaxLength(200, { message: 'Invalid appeal token' })
  appealToken?: string;
}

/** `POST /admin/appeals/{id}/decide`. */
export class DecideDto extends ReasonDto implements DecideBody {
  @ApiProperty({ description: 'true: the action stands; false: it is undone' })
  @IsBoolean({ message: 'uphold must be true or false' })
  uphold: boolean;
}

/** `GET /admin/reports`. */
export class QueueQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'resolved'] })
  @IsOptionalNotNull()
  @IsIn(['open', 'resolved'], { message: 'status must be open or resolved' })
  status?: ReportStatus;

  @ApiPropertyOptional({ enum: TARGET_TYPES })
  @IsOptionalNotNull()
  @IsIn(TARGET_TYPES, { message: TARGET_TYPE_MESSAGE })
  targetType?: ReportTargetType;

  @ApiPropertyOptional({ enum: CATEGORIES })
  @IsOptionalNotNull()
  @IsIn(CATEGORIES, { message: `category must be one of: ${CATEGORIES.join(', ')}` })
  category?: ReportCategory;
}

/** `GET /admin/appeals`. */
export class AppealsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'upheld', 'reversed'] })
  @IsOptionalNotNull()
  @IsIn(['open', 'upheld', 'reversed'], { message: 'status must be open, upheld or reversed' })
  status?: 'open' | 'upheld' | 'reversed';
}

/** `GET /admin/users`. */
export class UserLookupDto {
  @ApiProperty({ description: 'A user id, or part of a user name' })
  @Transform(trimmedText)
  @IsString({ message: 'Type a user name' })
  @IsNotEmpty({ message: 'Type a user name' })
  @MaxLength(100, { message: 'At most 100 characters' })
  q: string;
}
