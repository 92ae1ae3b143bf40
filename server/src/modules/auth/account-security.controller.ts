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
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { IdParam } from '../../core/http/id-param';
import { NoStore } from '../../core/http/no-store';
import type { RecoveryCodes, SessionInfo, TwoFactorSetup } from '../../contracts/settings';
import { AuthService } from './auth.service';
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
  @ApiOperation({
    summary:
      'Where the caller is signed in: device, address, first and last use; `current` is this one',
  })
  async sessions(@CurrentUser() me: AuthUser): Promise<Envelope<SessionInfo[]>> {
    return ok(await this.auth.listSessions(me));
  }

  @Delete('sessions/:id')
  @ApiOperation({ summary: 'Ends one of the caller’s sessions; its sockets close at once' })
  @ApiNotFoundResponse({ description: 'No such session of the caller' })
  async endSession(
    @CurrentUser() me: AuthUser,
    @IdParam('id', { notFound: 'Session not found' }) id: string,
  ): Promise<Envelope<undefined>> {
    await this.auth.endSession(me, id);
    return ok(undefined, 'Signed out of that device');
  }

  @Post('sessions/logout-others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends every session of the caller but this one' })
  async endOtherSessions(@CurrentUser() me: AuthUser): Promise<Envelope<{ ended: number }>> {
    const ended = await this.auth.endOtherSessions(me);
    return ok({ ended }, 'Signed out of all other devices');
  }

  @Post('2fa/setup')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A new authenticator secret (base32, otpauth URL, QR code): answered this once, off until ' +
      'confirmed with POST /settings/2fa/enable',
  })
  @ApiConflictResponse({ description: 'Two-factor authentication is already on' })
  async setup(@CurrentUser() me: AuthUser): Promise<Envelope<TwoFactorSetup>> {
    return ok(await this.twoFactor.setup(me.userId));
  }

  @Post('2fa/enable')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary:
      'Turns two-factor sign-in on with a code from the app; answers ten recovery codes once',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  async enable(
    @CurrentUser() me: AuthUser,
    @Body() dto: EnableTwoFactorDto,
  ): Promise<Envelope<RecoveryCodes>> {
    return ok(await this.twoFactor.enable(me.userId, dto.code), 'Two-factor authentication is on');
  }

  @Post('2fa/disable')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Turns two-factor sign-in off (password and a code or recovery code)',
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
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'A new set of ten recovery codes (password and a code); the old set stops working',
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
