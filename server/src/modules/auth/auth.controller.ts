import { Body, Controller, Headers, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBearerAuth, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { NoStore } from '../../core/http/no-store';
import { Public } from '../../core/http/public.decorator';
import type { SelfUser } from '../users/user.mapper';
import { AuthService } from './auth.service';
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
   * the browser a device cookie (HttpOnly, sent to this route only): failed logins from elsewhere
   * then never lock this device out of the account (see LoginLockout).
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
  ): Promise<{ success: true; message: string; token: string; user: SelfUser }> {
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
