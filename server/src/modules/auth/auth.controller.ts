import {
  Body,
  Controller,
  Headers,
  HttpCode,
  Ip,
  Post,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { NoStore } from '../../core/http/no-store';
import { Public } from '../../core/http/public.decorator';
import type { SelfUser } from '../users/user.mapper';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { LoginLockoutInterceptor } from './login-lockout.interceptor';
import { SignupDto } from './dto/signup.dto';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

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

  /** Answers `{ success, message, token, user }` at the top level, as SPEC §7 reads it. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address or for this name',
  })
  @Post('login')
  @NoStore()
  @UseInterceptors(LoginLockoutInterceptor)
  @HttpCode(200)
  async login(
    @Body() dto: LoginDto,
    @Headers('user-agent') userAgent: string | undefined,
    @Ip() ip: string | undefined,
  ): Promise<{ success: true; message: string; token: string; user: SelfUser }> {
    const { token, user } = await this.auth.login(dto, {
      userAgent: userAgent ?? null,
      ip: ip ?? null,
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
}
