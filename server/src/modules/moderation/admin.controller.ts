import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type {
  AppealDto as AppealAnswer,
  AuditEntryDto,
  ModerationActionDto,
  ReportGroupDto,
  ReportTargetType,
  StaffUserDto,
} from '../../contracts/moderation';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { AppError } from '../../core/http/app-error';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { IdParam } from '../../core/http/id-param';
import { NoStore } from '../../core/http/no-store';
import { PageQueryDto, type PageEnvelope, pageOk } from '../../core/http/pagination';
import {
  AppealsQueryDto,
  DecideDto,
  OptionalReasonDto,
  QueueQueryDto,
  ResolveDto,
  RoleDto,
  SuspendDto,
  TARGET_TYPES,
  UserLookupDto,
} from './dto/moderation.dto';
import {
  AppealAnswerDto,
  AuditEntryAnswerDto,
  ModerationActionAnswerDto,
  ReportGroupAnswerDto,
  StaffUserAnswerDto,
} from './dto/moderation.responses';
import { ModerationService } from './moderation.service';
import { Staff } from './staff.guard';

/**
 * The moderation area: every route is staff-only (403 to anyone else, 401 to anonymous), and
 * roles are an admin's alone. Answers are never cached (personal data, evidence).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Staff()
@NoStore()
@Controller('admin')
export class AdminController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('reports')
  @ApiOperation({
    summary: 'The report queue, grouped by target',
    description:
      'Moderators and admins only (403 for anyone else, 401 without a session). Newest report first; each group holds the target as first reported and its state now, the number of reports and reporters, their categories and comments, and the author with their earlier actions. Filters: status (open by default), targetType, category; a forged cursor is 400.',
  })
  @ApiEnvelope(ReportGroupAnswerDto, { page: true })
  async queue(@Query() q: QueueQueryDto): Promise<PageEnvelope<ReportGroupDto>> {
    return pageOk(
      await this.moderation.queue(
        { status: q.status, targetType: q.targetType, category: q.category },
        q,
      ),
    );
  }

  @Post('reports/:reportId/resolve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Decide a report: dismiss, remove, warn or suspend',
    description:
      "Moderators and admins only (403 for anyone else, 401 without a session). Closes every open report on the same target. remove hides the content everywhere (restorable for 30 days); warn notifies the author with the reason; suspend suspends the author (days optional: none means until lifted). Reporters hear the outcome, never the action. 404 for an unknown report (or, to suspend, a target without an author); 400 to remove an account (suspend it instead); 403 to suspend one's own account; 409 when the reports were already resolved.",
  })
  @ApiEnvelope(ModerationActionAnswerDto, { description: 'Report resolved' })
  @ApiNotFoundResponse({ description: 'Report not found' })
  @ApiConflictResponse({ description: 'These reports were already resolved' })
  async resolve(
    @CurrentUser() me: AuthUser,
    @IdParam('reportId', { notFound: 'Report not found' }) reportId: string,
    @Body() dto: ResolveDto,
  ): Promise<Envelope<ModerationActionDto>> {
    return ok(await this.moderation.resolve(me.userId, reportId, dto), 'Report resolved');
  }

  @Get('users')
  @ApiOperation({
    summary: 'Look up users by id or part of the user name',
    description:
      'Moderators and admins only (403 for anyone else, 401 without a session). At most 20, with role, suspension and the actions taken against each; an empty list when none matches.',
  })
  @ApiEnvelope(StaffUserAnswerDto, { array: true })
  async lookup(@Query() q: UserLookupDto): Promise<Envelope<StaffUserDto[]>> {
    return ok(await this.moderation.lookup(q.q));
  }

  @Get('users/:userId')
  @ApiOperation({
    summary: 'One user as staff see them',
    description:
      'Moderators and admins only (403 for anyone else, 401 without a session). Role, suspension and every action taken against them (newest first). 404 for an unknown user.',
  })
  @ApiEnvelope(StaffUserAnswerDto)
  @ApiNotFoundResponse({ description: 'User not found' })
  async user(
    @IdParam('userId', { notFound: 'User not found' }) userId: string,
  ): Promise<Envelope<StaffUserDto>> {
    return ok(await this.moderation.staffUser(userId));
  }

  @Post('users/:userId/suspend')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Suspend an account',
    description:
      "Moderators and admins only (403 for anyone else, 401 without a session). Hidden from everyone as a hibernated account is; its sessions end and its sockets close at once; login answers 403 ACCOUNT_SUSPENDED with the reason and the end (days optional: none means until lifted). 404 for an unknown user; 403 for one's own account.",
  })
  @ApiEnvelope(ModerationActionAnswerDto, { description: 'Account suspended' })
  @ApiNotFoundResponse({ description: 'User not found' })
  async suspend(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: 'User not found' }) userId: string,
    @Body() dto: SuspendDto,
  ): Promise<Envelope<ModerationActionDto>> {
    return ok(
      await this.moderation.suspend(me.userId, userId, dto.reason, dto.days ?? null),
      'Account suspended',
    );
  }

  @Post('users/:userId/unsuspend')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Lift a suspension',
    description:
      'Moderators and admins only (403 for anyone else, 401 without a session). The account and everything it made shows again; it can sign in. 404 for an unknown user; 409 when not suspended.',
  })
  @ApiEnvelope(null, { description: 'Suspension lifted' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'This account is not suspended' })
  async unsuspend(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: 'User not found' }) userId: string,
    @Body() dto: OptionalReasonDto,
  ): Promise<Envelope<undefined>> {
    await this.moderation.unsuspend(me.userId, userId, dto.reason ?? null);
    return ok(undefined, 'Suspension lifted');
  }

  @Put('users/:userId/role')
  @Staff('admin')
  @ApiOperation({
    summary: 'Grant or revoke a staff role (admins only)',
    description:
      "Admins only (403 for moderators and everyone else, 401 without a session). role: user, moderator or admin; the change applies at once and is written to the audit log. No other body sets a role. 404 for an unknown user; 403 for one's own account.",
  })
  @ApiEnvelope(StaffUserAnswerDto, { description: 'Role updated' })
  @ApiNotFoundResponse({ description: 'User not found' })
  async role(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: 'User not found' }) userId: string,
    @Body() dto: RoleDto,
  ): Promise<Envelope<StaffUserDto>> {
    return ok(await this.moderation.setRole(me.userId, userId, dto.role), 'Role updated');
  }

  @Post('content/:targetType/:targetId/restore')
  @HttpCode(200)
  @ApiParam({ name: 'targetType', enum: ['post', 'comment', 'message', 'community'] })
  @ApiOperation({
    summary: 'Restore removed content',
    description:
      'Moderators and admins only (403 for anyone else, 401 without a session). A post, comment, message or community a moderator removed shows again, within 30 days of its removal; its author is told. 404 when nothing removed (by staff, within 30 days) is there.',
  })
  @ApiEnvelope(null, { description: 'Content restored' })
  @ApiNotFoundResponse({
    description: 'Nothing removed to restore (or removed more than 30 days ago)',
  })
  async restore(
    @CurrentUser() me: AuthUser,
    @Param('targetType') targetType: string,
    @IdParam('targetId', { notFound: 'Nothing removed to restore' }) targetId: string,
    @Body() dto: OptionalReasonDto,
  ): Promise<Envelope<undefined>> {
    if (!(TARGET_TYPES as readonly string[]).includes(targetType)) {
      throw new AppError('NOT_FOUND', 'Nothing removed to restore');
    }
    await this.moderation.restore(
      me.userId,
      targetType as ReportTargetType,
      targetId,
      dto.reason ?? null,
    );
    return ok(undefined, 'Content restored');
  }

  @Get('appeals')
  @ApiOperation({
    summary: 'Appeals (open by default), newest first',
    description:
      'Moderators and admins only (403 for anyone else, 401 without a session). Each with the action appealed and who appealed; status: open (default), upheld or reversed. Decided by a moderator other than the one who acted.',
  })
  @ApiEnvelope(AppealAnswerDto, { page: true })
  async appeals(@Query() q: AppealsQueryDto): Promise<PageEnvelope<AppealAnswer>> {
    return pageOk(await this.moderation.appeals(q.status ?? 'open', q));
  }

  @Post('appeals/:appealId/decide')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Decide an appeal',
    description:
      'uphold: true keeps the action; false reverses it (removed content shows again, a suspension is lifted); the appellant is told. Moderators and admins only (403 for anyone else, 401 without a session). 403 also for the moderator who acted; 404 for an unknown appeal; 409 when already decided.',
  })
  @ApiEnvelope(AppealAnswerDto, { description: 'Appeal decided' })
  @ApiNotFoundResponse({ description: 'Appeal not found' })
  @ApiConflictResponse({ description: 'This appeal was already decided' })
  async decide(
    @CurrentUser() me: AuthUser,
    @IdParam('appealId', { notFound: 'Appeal not found' }) appealId: string,
    @Body() dto: DecideDto,
  ): Promise<Envelope<AppealAnswer>> {
    return ok(
      await this.moderation.decide(me.userId, appealId, dto.uphold, dto.reason),
      'Appeal decided',
    );
  }

  @Get('audit-log')
  @ApiOperation({
    summary: 'The audit log, newest first (append-only)',
    description:
      'Moderators and admins only (403 for anyone else, 401 without a session). Actor, action, target, reason and time of every staff action and role change, including roles set from the command line; a forged cursor is 400.',
  })
  @ApiEnvelope(AuditEntryAnswerDto, { page: true })
  async auditLog(@Query() q: PageQueryDto): Promise<PageEnvelope<AuditEntryDto>> {
    return pageOk(await this.moderation.auditLog(q));
  }
}
