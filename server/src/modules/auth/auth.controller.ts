import { Body, Controller, Headers, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiExtraModels,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { ApiAnswer, ApiEnvelope } from '../../core/http/api-envelope';
import type { LoginAnswer } from '../../contracts/users';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { NoStore } from '../../core/http/no-store';
import { Public } from '../../core/http/public.decorator';
import type { LoginResponse } from '../../contracts/auth';
import { AuthService, type SignedIn } from './auth.service';
import { LoginSecondFactorDto } from './dto/login-2fa.dto';
import { LoginAnswerDto, LoginTwoFactorAnswerDto } from './dto/login-answer.dto';
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
  @ApiOperation({
    summary: 'Create an account',
    description:
      'Anyone, without a session. Answers 201 with the message only (no token: the user logs in next). ' +
      '400 names the field that fails (user name 3–30 letters, digits, dots and underscores; full name ' +
      '2–100; a valid email; a password the policy accepts); 409 when the user name or the email is ' +
      'already registered; 429 after too many attempts from one address.',
  })
  @ApiEnvelope(null, { status: 201, description: 'Account Created Successfully' })
  @ApiConflictResponse({
    description: 'User name is already taken, or email is already registered',
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
  @ApiOperation({
    summary: 'Log in',
    description:
      'Anyone, without a session. Answers `{ success, message, token, user }` at the top level (not in ' +
      '`data`) and sets an HttpOnly device cookie for the login routes. For an account with two-factor ' +
      'sign-in, the right password answers `{ success, message, twoFactorRequired: true, challenge }` ' +
      'instead, with no token: POST /login/2fa finishes it. 401 for a wrong user name or password ' +
      '(the same answer for both); 429 once the account (or this device) has failed too often, with ' +
      '`Retry-After`, or after too many attempts from one address.',
  })
  @ApiExtraModels(LoginAnswerDto, LoginTwoFactorAnswerDto)
  @ApiResponse({
    status: 200,
    description: 'Logged in, or the password was right and the second factor is asked',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(LoginAnswerDto) },
        { $ref: getSchemaPath(LoginTwoFactorAnswerDto) },
      ],
    },
  })
  @ApiUnauthorizedResponse({ description: 'Invalid user name or password' })
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
   * The second step of a two-factor sign-in: the challenge and a code from the app (`code`) or
   * one of the recovery codes (`recoveryCode`). A challenge lasts 5 minutes and takes 5 codes;
   * wrong codes count against the account's login budget like wrong passwords.
   */
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Finish a two-factor sign-in',
    description:
      'Anyone, without a session, holding the `challenge` POST /login answered. `code` (6 digits from ' +
      'the authenticator app) or `recoveryCode` (one of the ten, used once). Answers like POST /login. ' +
      '401 for a wrong code, or a challenge unknown, older than 5 minutes or past 5 attempts; 429 once ' +
      'the account has failed too often.',
  })
  @ApiAnswer(LoginAnswerDto, { description: 'Logged in successfully' })
  @ApiUnauthorizedResponse({ description: 'Invalid verification code, or the sign-in expired' })
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
  ): Promise<LoginAnswer> {
    const device = readDeviceCookie(this.secret.value, req.headers.cookie);
    const outcome = await this.auth.loginWithSecondFactor(
      dto,
      { userAgent: userAgent ?? null, ip: ip ?? null },
      device,
    );
    return this.signedIn(outcome, req, res);
  }

  private signedIn(outcome: SignedIn, req: Request, res: Response): LoginAnswer {
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
  @ApiOperation({
    summary: 'Log out',
    description:
      'Signed-in users. Revokes this session only: its token stops working at once and its sockets ' +
      'close. Other devices stay signed in (see logout-everywhere).',
  })
  @ApiEnvelope(null, { description: 'Logged out' })
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
  @ApiOperation({
    summary: 'Log out on every device',
    description:
      'Signed-in users. Revokes every session of the account, this one included (their sockets close ' +
      'at once), and ends the links that work without a session (a data download’s).',
  })
  @ApiEnvelope(null, { description: 'Logged out everywhere' })
  @Post('logout-everywhere')
  @HttpCode(200)
  async logoutEverywhere(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.auth.revokeAll(me.userId);
    return ok(undefined, 'Logged out everywhere');
  }
}
