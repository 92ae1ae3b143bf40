import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AppError } from './app-error';
import type { AuthUser } from './current-user.decorator';
import { IS_PUBLIC } from './public.decorator';

/**
 * Global guard: every route needs a valid, unrevoked token unless marked @Public(). A public
 * route still learns who the caller is when a valid token comes along (e.g. "did I like it").
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    const req = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (!req.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      // A bad token on a public route is treated as anonymous, not as an error.
    }
    return true;
  }

  override handleRequest<T = AuthUser>(err: unknown, user: T | false, info: unknown): T {
    if (err instanceof AppError) throw err;
    if (err || !user) {
      const expired = info instanceof Error && info.name === 'TokenExpiredError';
      throw expired
        ? new AppError('TOKEN_EXPIRED', 'Your session has expired. Please log in again.')
        : new AppError('INVALID_TOKEN', 'Authentication required. Please log in.');
    }
    return user;
  }
}
