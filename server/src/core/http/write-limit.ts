import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { AppConfig } from '../../config/app-config';
import { AppError } from './app-error';
import { CounterStore } from './counter-store';
import type { AuthUser } from './current-user.decorator';

/** `"<count>/<seconds>"`: at most count writes per user within a window of seconds. */
export const RATE_PATTERN = /^\d+\/\d+$/;

export interface Rate {
  limit: number;
  windowSeconds: number;
}

export function parseRate(text: string): Rate {
  const [limit, windowSeconds] = text.split('/').map(Number);
  return { limit, windowSeconds };
}

export interface WriteLimitRule {
  /** Names the counter: routes sharing a name share one budget (like and unlike). */
  name: string;
  /** The AppConfig value (`"30/60"`) that sets this limit, so it is configurable by env. */
  rate: (config: AppConfig) => string;
  /** What the user reads; `{seconds}` becomes the wait. */
  message: string;
}

export const DEFAULT_WRITE_LIMIT_MESSAGE =
  'You are doing this too fast. Please try again in {seconds} seconds.';

const WRITE_LIMIT = Symbol('write-limit');

/**
 * A per-user limit on a write route: 429 with Retry-After once the user spends it.
 *
 *   @WriteLimit('messages', (c) => c.WRITE_LIMIT_MESSAGES, 'You are sending messages too fast')
 *
 * A guard of the route itself: it runs after the global authentication guard (so it knows the
 * user) and before the route's interceptors (so an upload is refused before its body is read),
 * and routes without a limit (every read) carry nothing for it. Counted in Redis when REDIS_URL
 * is set.
 */
export function WriteLimit(
  name: string,
  rate: WriteLimitRule['rate'],
  message = DEFAULT_WRITE_LIMIT_MESSAGE,
): MethodDecorator {
  return applyDecorators(
    SetMetadata(WRITE_LIMIT, { name, rate, message } satisfies WriteLimitRule),
    UseGuards(WriteLimitGuard),
    ApiTooManyRequestsResponse({ description: `Write limit "${name}" reached (Retry-After)` }),
  );
}

@Injectable()
export class WriteLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: CounterStore,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<WriteLimitRule | undefined>(WRITE_LIMIT, context.getHandler());
    if (!rule || !this.config.WRITE_LIMITS_ENABLED || context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<{ user?: AuthUser; ip?: string }>();
    const who = req.user?.userId ?? `ip:${req.ip ?? 'unknown'}`;
    const { limit, windowSeconds } = parseRate(rule.rate(this.config));
    const { count, resetSeconds } = await this.store.hit(
      `write:${rule.name}:${who}`,
      windowSeconds,
    );
    if (count > limit) {
      throw new AppError(
        'RATE_LIMITED',
        rule.message.replace('{seconds}', String(resetSeconds)),
        undefined,
        { retryAfter: resetSeconds },
      );
    }
    return true;
  }
}
