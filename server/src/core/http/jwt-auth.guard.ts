import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AppError } from './app-error';
import type { AuthUser } from './current-user.decorator';
import { knownError } from './known-errors';
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
    } catch (error) {
      // A bad token on a public route is treated as anonymous, not as an error; but a session
      // that could not be checked (the database is away) is not a bad token: answering as if
      // anonymous would show a signed-in reader someone else's page.
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') throw error;
    }
    return true;
  }

  override handleRequest<T = AuthUser>(err: unknown, user: T | false, info: unknown): T {
    if (err instanceof AppError) throw err;
    // A session lookup that failed for the database's sake is an outage (503), never a sign-out.
    const outage = err ? knownError(err) : null;
    if (outage?.code === 'SERVICE_UNAVAILABLE') throw outage;
    if (err || !user) {
      const expired = info instanceof Error && info.name === 'TokenExpiredError';
      throw expired
        ? new AppError('TOKEN_EXPIRED', 'Your session has expired. Please log in again.')
        : new AppError('INVALID_TOKEN', 'Authentication required. Please log in.');
    }
    return user;
  }
}
