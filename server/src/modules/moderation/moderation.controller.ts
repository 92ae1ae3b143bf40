import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type {
  AppealDto as AppealAnswer,
  ReportDto as ReportAnswer,
} from '../../contracts/moderation';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { Public } from '../../core/http/public.decorator';
import { WriteLimit } from '../../core/http/write-limit';
import { AppealDto, ReportDto } from './dto/moderation.dto';
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
      'Something the reporter cannot see (or that does not exist) is 404, their own is 400, a second open report of the same target 409; a message only by a member of its chat. The report keeps a copy of the target. WRITE_LIMIT_REPORTS per reporter (429 with Retry-After).',
  })
  @ApiNotFoundResponse({ description: 'No such target, or hidden from the reporter' })
  @ApiConflictResponse({ description: 'Already reported and still open' })
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
      'The author of removed content, a warned author, or a suspended account (with `appealToken` from its login answer, no session needed). A moderator other than the one who acted decides. 401 without a session or a valid token; 409 for a second appeal.',
  })
  @ApiConflictResponse({ description: 'Already appealed' })
  async appeal(
    @CurrentUser() me: AuthUser | undefined,
    @Body() dto: AppealDto,
  ): Promise<Envelope<AppealAnswer>> {
    return ok(await this.moderation.appeal(me?.userId ?? null, dto), 'Your appeal was sent');
  }
}
