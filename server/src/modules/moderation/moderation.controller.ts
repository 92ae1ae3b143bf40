import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type {
  AppealDto as AppealAnswer,
  ReportDto as ReportAnswer,
} from '../../contracts/moderation';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { Public } from '../../core/http/public.decorator';
import { WriteLimit } from '../../core/http/write-limit';
import { AppealDto, ReportDto } from './dto/moderation.dto';
import { AppealAnswerDto, ReportAnswerDto } from './dto/moderation.responses';
import { ModerationService } from './moderation.service';

export const REPORT_RECEIVED = 'Thanks, we received your report.';

/** What every signed-in user may do: report, and appeal a decision against them. */
@ApiTags('safety')
@ApiBearerAuth()
@Controller()
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Post('reports')
  @WriteLimit(
    'reports',
    (c) => c.WRITE_LIMIT_REPORTS,
    'You are sending reports too fast. Please try again in {wait}.',
  )
  @ApiOperation({
    summary: 'Report a post, comment, user, message or community',
    description:
      'Any signed-in user (401 without a session). Something the reporter cannot see (or that does not exist) is 404 as if it did not exist, and a message only a member of its chat can report; their own content is 400, and a second report of a target while their first is still open is 409. The report keeps a copy of the target as it is now, for the moderators; enough distinct reporters hide the target until a moderator decides. WRITE_LIMIT_REPORTS per reporter (429 with Retry-After).',
  })
  @ApiEnvelope(ReportAnswerDto, { status: 201, description: REPORT_RECEIVED })
  @ApiNotFoundResponse({ description: 'No such target, or hidden from the reporter' })
  @ApiConflictResponse({ description: 'Already reported and still open' })
  @ApiTooManyRequestsResponse({ description: 'Too many reports; Retry-After says when to retry' })
  async report(
    @CurrentUser() me: AuthUser,
    @Body() dto: ReportDto,
  ): Promise<Envelope<ReportAnswer>> {
    return ok(await this.moderation.report(me.userId, dto), REPORT_RECEIVED);
  }

  /**
   * Public so that a suspended account, which has no session, can appeal with the token its
   * login answer gave; a signed-in caller appeals as themself.
   */
  @Public()
  @Post('appeals')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Appeal a moderation decision against me (once per decision)',
    description:
      "Only the person the decision was about: the author of removed content, a warned author, or a suspended account (which has no session: it sends `appealToken` from its login answer's 403 ACCOUNT_SUSPENDED, and may leave `actionId` out to appeal that suspension). 401 without a session or a valid, still running token; 400 for a signed-in caller without `actionId`; 404 for an action that is not theirs, not appealable (a dismissal, an action already reversed) or not there; 409 for a second appeal of the same decision. A moderator other than the one who acted decides it.",
  })
  @ApiEnvelope(AppealAnswerDto, { status: 201, description: 'Your appeal was sent' })
  @ApiUnauthorizedResponse({ description: 'No session and no valid appeal token' })
  @ApiNotFoundResponse({ description: 'Action not found' })
  @ApiConflictResponse({ description: 'Already appealed' })
  async appeal(
    @CurrentUser() me: AuthUser | undefined,
    @Body() dto: AppealDto,
  ): Promise<Envelope<AppealAnswer>> {
    return ok(await this.moderation.appeal(me?.userId ?? null, dto), 'Your appeal was sent');
  }
}
