import { Body, Controller, Headers, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiAnswer, ApiEnvelope } from '../../core/http/api-envelope';
import type { LoginAnswer } from '../../contracts/users';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { NoStore } from '../../core/http/no-store';
import { Public } from '../../core/http/public.decorator';
import { AuthService } from './auth.service';
import { LoginAnswerDto } from './dto/login-answer.dto';
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
   * the browser a device cookie (HttpOnly, sent to this route only): failed logins from elsewhere
   * then never lock this device out of the account (see LoginLockout).
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
      '`data`) and sets an HttpOnly device cookie for this route. 401 for a wrong user name or password ' +
      '(the same answer for both); 429 once the account (or this device) has failed too often, with ' +
      '`Retry-After`, or after too many attempts from one address.',
  })
  @ApiAnswer(LoginAnswerDto, { description: 'Logged in successfully' })
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
  ): Promise<LoginAnswer> {
    const device = readDeviceCookie(this.secret.value, req.headers.cookie);
    const { token, user, deviceCookie } = await this.auth.login(
      dto,
      { userAgent: userAgent ?? null, ip: ip ?? null },
      device,
    );
    res.cookie(DEVICE_COOKIE, deviceCookie, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
    return { success: true, message: 'Logged in successfully', token, user };
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
