import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { IdParam } from '../../core/http/id-param';
import { NoStore } from '../../core/http/no-store';
import type { RecoveryCodes, SessionInfo, TwoFactorSetup } from '../../contracts/settings';
import { AuthService } from './auth.service';
import {
  EndedSessionsDto,
  RecoveryCodesDto,
  SessionInfoDto,
  TwoFactorSetupDto,
} from './dto/account-security.responses';
import { ConfirmTwoFactorDto, EnableTwoFactorDto } from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor/two-factor.service';

/**
 * Settings → Privacy & Security: the signed-in devices and two-factor sign-in. Under /settings
 * with the other settings, kept in the auth module, which owns sessions and the second factor.
 */
@ApiTags('settings')
@ApiBearerAuth()
@NoStore()
@Controller('settings')
export class AccountSecurityController {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Get('sessions')
  @ApiEnvelope(SessionInfoDto, { array: true })
  @ApiOperation({
    summary:
      'Where the caller is signed in: device, address, first and last use; `current` is this one',
    description:
      'Signed-in users, their own sessions only (expired and ended ones are not listed; at most 100, the most recently used first).',
  })
  async sessions(@CurrentUser() me: AuthUser): Promise<Envelope<SessionInfo[]>> {
    return ok(await this.auth.listSessions(me));
  }

  @Delete('sessions/:id')
  @ApiEnvelope(null, { description: 'Signed out of that device' })
  @ApiOperation({
    summary: 'Ends one of the caller’s sessions; its sockets close at once',
    description:
      'Signed-in users. Revokes that session at once: its token answers 401 from the next request and its sockets close. 404 for an unknown session or another user’s.',
  })
  @ApiNotFoundResponse({ description: 'No such session of the caller' })
  async endSession(
    @CurrentUser() me: AuthUser,
    @IdParam('id', { notFound: 'Session not found' }) id: string,
  ): Promise<Envelope<undefined>> {
    await this.auth.endSession(me, id);
    return ok(undefined, 'Signed out of that device');
  }

  @Post('sessions/logout-others')
  @ApiEnvelope(EndedSessionsDto, { description: 'Signed out of all other devices' })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ends every session of the caller but this one',
    description:
      'Signed-in users. Revokes every other session of the account (401 from their next request, sockets closed); this one stays signed in.',
  })
  async endOtherSessions(@CurrentUser() me: AuthUser): Promise<Envelope<{ ended: number }>> {
    const ended = await this.auth.endOtherSessions(me);
    return ok({ ended }, 'Signed out of all other devices');
  }

  @Post('2fa/setup')
  @ApiEnvelope(TwoFactorSetupDto)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A new authenticator secret (base32, otpauth URL, QR code): answered this once, off until ' +
      'confirmed with POST /settings/2fa/enable',
    description:
      'Signed-in users. Stores a new secret, encrypted, not on yet (setting up again before confirming replaces it). The secret is never answered again. 409 when two-factor sign-in is already on.',
  })
  @ApiConflictResponse({ description: 'Two-factor authentication is already on' })
  async setup(@CurrentUser() me: AuthUser): Promise<Envelope<TwoFactorSetup>> {
    return ok(await this.twoFactor.setup(me.userId));
  }

  @Post('2fa/enable')
  @ApiEnvelope(RecoveryCodesDto, { description: 'Two-factor authentication is on' })
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary:
      'Turns two-factor sign-in on with a code from the app; answers ten recovery codes once',
    description:
      'Signed-in users, after POST /settings/2fa/setup. 400 for a wrong code or when not set up; 409 when already on. The privacy setting twoFactorAuth becomes true.',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  async enable(
    @CurrentUser() me: AuthUser,
    @Body() dto: EnableTwoFactorDto,
  ): Promise<Envelope<RecoveryCodes>> {
    return ok(await this.twoFactor.enable(me.userId, dto.code), 'Two-factor authentication is on');
  }

  @Post('2fa/disable')
  @ApiEnvelope(null, { description: 'Two-factor authentication is off' })
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Turns two-factor sign-in off (password and a code or recovery code)',
    description:
      'Signed-in users with two-factor sign-in on. `code` from the app or a recovery code. 403 for a wrong password; 400 for a wrong code or when it is off. The recovery codes are voided.',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  async disable(
    @CurrentUser() me: AuthUser,
    @Body() dto: ConfirmTwoFactorDto,
  ): Promise<Envelope<undefined>> {
    await this.twoFactor.disable(me.userId, dto.password, dto.code);
    return ok(undefined, 'Two-factor authentication is off');
  }

  @Post('2fa/recovery-codes')
  @ApiEnvelope(RecoveryCodesDto, { description: 'New recovery codes' })
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'A new set of ten recovery codes (password and a code); the old set stops working',
    description:
      'Signed-in users with two-factor sign-in on. `code` from the app or a recovery code. 403 for a wrong password; 400 for a wrong code or when it is off.',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  async recoveryCodes(
    @CurrentUser() me: AuthUser,
    @Body() dto: ConfirmTwoFactorDto,
  ): Promise<Envelope<RecoveryCodes>> {
    return ok(
      await this.twoFactor.newRecoveryCodes(me.userId, dto.password, dto.code),
      'New recovery codes',
    );
  }
}
