import { Body, Controller, Headers, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBearerAuth, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { NoStore } from '../../core/http/no-store';
import { Public } from '../../core/http/public.decorator';
import type { LoginResponse, LoginSuccess } from '../../contracts/auth';
import { AuthService, type SignedIn } from './auth.service';
import { LoginSecondFactorDto } from './dto/login-2fa.dto';
import { LoginDto } from './dto/login.dto';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_MS,
  DEVICE_COOKIE_PATH,
  readDeviceCookie,
} from './device-cookie';
import { SignupDto } from './dto/signup.dto';
import { JwtSecret } from './jwt-secret';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly secret: JwtSecret,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address or for this name',
  })
  @Post('signup')
  async signup(@Body() dto: SignupDto): Promise<Envelope<undefined>> {
    await this.auth.signup(dto);
    return ok(undefined, 'Account Created Successfully');
  }

  /**
   * Answers `{ success, message, token, user }` at the top level, as SPEC §7 reads it, and gives
   * the browser a device cookie (HttpOnly, sent to the login routes only): failed logins from
   * elsewhere then never lock this device out of the account (see LoginLockout). With two-factor
   * sign-in on, the right password answers `{ success, twoFactorRequired, challenge }` and no
   * token: `POST /login/2fa` finishes it.
   */
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address or for this name',
  })
  @Post('login')
  @NoStore()
  @HttpCode(200)
  async login(
    @Body() dto: LoginDto,
    @Headers('user-agent') userAgent: string | undefined,
    @Ip() ip: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const device = readDeviceCookie(this.secret.value, req.headers.cookie);
    const outcome = await this.auth.login(
      dto,
      { userAgent: userAgent ?? null, ip: ip ?? null },
      device,
    );
    if ('twoFactorRequired' in outcome) {
      return {
        success: true,
        message: 'Enter the code from your authenticator app',
        twoFactorRequired: true,
        challenge: outcome.challenge,
      };
    }
    return this.signedIn(outcome, req, res);
  }

  /**
   * The second step of a two-factor sign-in: the challenge and a code from the app
   * (`code`) or one of the recovery codes (`recoveryCode`). A challenge lasts 5 minutes and takes
   * 5 codes; wrong codes count against the account's login budget like wrong passwords.
   */
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Finishes a two-factor sign-in: the usual login answer' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts for this account' })
  @Post('login/2fa')
  @NoStore()
  @HttpCode(200)
  async loginSecondFactor(
    @Body() dto: LoginSecondFactorDto,
    @Headers('user-agent') userAgent: string | undefined,
    @Ip() ip: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginSuccess> {
    const device = readDeviceCookie(this.secret.value, req.headers.cookie);
    const outcome = await this.auth.loginWithSecondFactor(
      dto,
      { userAgent: userAgent ?? null, ip: ip ?? null },
      device,
    );
    return this.signedIn(outcome, req, res);
  }

  private signedIn(outcome: SignedIn, req: Request, res: Response): LoginSuccess {
    res.cookie(DEVICE_COOKIE, outcome.deviceCookie, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
    return {
      success: true,
      message: 'Logged in successfully',
      token: outcome.token,
      user: outcome.user,
    };
  }

  @ApiBearerAuth()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.auth.logout(me);
    return ok(undefined, 'Logged out');
  }

  /**
   * Ends every session of the account, this one included (their sockets close at once), and
   * every link that works without one (a data download's): for a device lost or a session that
   * may have been stolen.
   */
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Logs the account out on every device and ends its download links' })
  @Post('logout-everywhere')
  @HttpCode(200)
  async logoutEverywhere(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.auth.revokeAll(me.userId);
    return ok(undefined, 'Logged out everywhere');
  }
}
