import { ApiProperty } from '@nestjs/swagger';
import type {
  AppealDto,
  AppealStatus,
  AuditEntryDto,
  ModerationActionDto,
  ReportCategory,
  ReportDto,
  ReportGroupDto,
  ReportSnapshot,
  ReportStatus,
  ReportTargetType,
  StaffActionKind,
  StaffUserDto,
} from '../../../contracts/moderation';
import type { UserRole } from '../../../contracts/users';
import { ACTIONS, CATEGORIES, ROLES, TARGET_TYPES } from './moderation.dto';

// The request classes of moderation.dto.ts already hold the names ReportDto and AppealDto in the
// document, so the answers are named …AnswerDto.

const REPORT_STATUSES: ReportStatus[] = ['open', 'resolved'];
const STAFF_ACTIONS: StaffActionKind[] = [...ACTIONS, 'unsuspend', 'restore'];
const APPEAL_STATUSES: AppealStatus[] = ['open', 'upheld', 'reversed'];
const TARGET_STATES: Array<ReportGroupDto['targetState']> = [
  'visible',
  'autohidden',
  'removed',
  'gone',
];

/** `POST /reports`: the reporter's own report. */
export class ReportAnswerDto implements ReportDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: TARGET_TYPES }) targetType: ReportTargetType;
  @ApiProperty({ format: 'uuid' }) targetId: string;
  @ApiProperty({ enum: CATEGORIES }) category: ReportCategory;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
  @ApiProperty({ enum: REPORT_STATUSES }) status: ReportStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** An action staff took, as the queue, a user's history and an appeal show it. */
export class ModerationActionAnswerDto implements ModerationActionDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: STAFF_ACTIONS }) action: StaffActionKind;
  @ApiProperty({ enum: TARGET_TYPES }) targetType: ReportTargetType;
  @ApiProperty({ format: 'uuid' }) targetId: string;
  @ApiProperty() reason: string;
  @ApiProperty({ type: Number, nullable: true, description: 'A suspension: null is until lifted' })
  days: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Null once the actor’s account is gone',
  })
  actorUserName: string | null;
  @ApiProperty({ description: 'Undone since (an appeal reversed it, or content was restored)' })
  reversed: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** What was reported, as it was when the first report came in. */
export class ReportSnapshotDto implements ReportSnapshot {
  @ApiProperty({ type: String, nullable: true }) text: string | null;
  @ApiProperty({ type: [String], description: 'Storage keys of its pictures and videos' })
  mediaKeys: string[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) authorId: string | null;
  @ApiProperty({ type: String, nullable: true }) authorUserName: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'A message’s chat, a comment’s post: where the target sits',
  })
  contextId: string | null;
}

/** The author of a reported target, as the queue shows them. */
export class ReportAuthorDto implements NonNullable<ReportGroupDto['author']> {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() userName: string;
  @ApiProperty() suspended: boolean;
}

/** `GET /admin/reports`: one target with every report on it. */
export class ReportGroupAnswerDto implements ReportGroupDto {
  @ApiProperty({
    format: 'uuid',
    description: 'The newest report’s id: resolving any of the group’s resolves them all',
  })
  _id: string;
  @ApiProperty({ enum: TARGET_TYPES }) targetType: ReportTargetType;
  @ApiProperty({ format: 'uuid' }) targetId: string;
  @ApiProperty({ enum: REPORT_STATUSES }) status: ReportStatus;
  @ApiProperty({ type: ReportSnapshotDto }) snapshot: ReportSnapshotDto;
  @ApiProperty({
    enum: TARGET_STATES,
    description:
      'Now: visible, autohidden (enough reporters), removed (by staff), gone (deleted since)',
  })
  targetState: ReportGroupDto['targetState'];
  @ApiProperty() reportCount: number;
  @ApiProperty() reporterCount: number;
  @ApiProperty({ enum: CATEGORIES, isArray: true }) categories: ReportCategory[];
  @ApiProperty({ type: [String], description: 'The reporters’ comments' }) comments: string[];
  @ApiProperty({
    type: ReportAuthorDto,
    nullable: true,
    description: 'Null for a target without an author (or a deleted one)',
  })
  author: ReportAuthorDto | null;
  @ApiProperty({
    type: [ModerationActionAnswerDto],
    description: 'The author’s earlier actions, newest first (at most 10)',
  })
  authorHistory: ModerationActionAnswerDto[];
  @ApiProperty({ format: 'date-time' }) firstReportedAt: string;
  @ApiProperty({ format: 'date-time' }) lastReportedAt: string;
}

/** `GET /admin/users`, `GET /admin/users/{id}`: a user as staff see them. */
export class StaffUserAnswerDto implements StaffUserDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() userName: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ enum: ROLES }) role: UserRole;
  @ApiProperty() suspended: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Null: not suspended, or suspended until lifted',
  })
  suspendedUntil: string | null;
  @ApiProperty({ type: String, nullable: true }) suspensionReason: string | null;
  @ApiProperty({
    type: [ModerationActionAnswerDto],
    description: 'Every action taken against them, newest first',
  })
  history: ModerationActionAnswerDto[];
}

/** Who appealed. */
export class AppellantDto implements NonNullable<AppealDto['appellant']> {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() userName: string;
}

/** `POST /appeals`, `GET /admin/appeals`, `POST /admin/appeals/{id}/decide`. */
export class AppealAnswerDto implements AppealDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) actionId: string;
  @ApiProperty({ type: ModerationActionAnswerDto, nullable: true })
  action: ModerationActionAnswerDto | null;
  @ApiProperty({
    type: AppellantDto,
    nullable: true,
    description: 'Null once their account is gone',
  })
  appellant: AppellantDto | null;
  @ApiProperty() text: string;
  @ApiProperty({ enum: APPEAL_STATUSES }) status: AppealStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Given when decided' })
  decisionReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** `GET /admin/audit-log`: one staff action or role change. */
export class AuditEntryAnswerDto implements AuditEntryDto {
  @ApiProperty() _id: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Null: the command line (a role set on the server)',
  })
  actor: string | null;
  @ApiProperty({ description: 'What was done, such as user.suspend, content.restore, user.role' })
  action: string;
  @ApiProperty() targetType: string;
  @ApiProperty() targetId: string;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
