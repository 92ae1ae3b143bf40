import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  Logger,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { AppConfig } from '../../config/app-config';
import { AppError } from './app-error';
import { CounterStore } from './counter-store';
import type { AuthUser } from './current-user.decorator';
import { waitText } from './wait-text';

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
  /** What the user reads; `{wait}` becomes the wait ('40 seconds', '58 minutes'). */
  message: string;
}

export const DEFAULT_WRITE_LIMIT_MESSAGE =
  'You are doing this too fast. Please try again in {wait}.';

/**
 * The answers that give a write's slot back: the server refused the request as one the user could
 * not have succeeded with (bad input, not allowed, no such thing, already so, too large, not an
 * image), so it did nothing. Successes, 5xx (the server's failures) and 429 (a cooldown such as
 * the comment one is a limit too) keep theirs.
 */
export const REFUNDED_STATUSES: ReadonlySet<number> = new Set([400, 403, 404, 409, 413, 415, 422]);

/**
 * Refused writes are given back up to this many times the limit per window; past that they count
 * like any other, so refusals (an upload is read, even stored, before its caption is refused)
 * are not an unlimited way round the limit.
 */
export const REFUNDS_PER_ALLOWANCE = 4;

const WRITE_LIMIT = Symbol('write-limit');
const WRITE_SLOT = Symbol('write-slot');

interface HoldsSlot {
  [WRITE_SLOT]?: () => Promise<void>;
}

/**
 * Ends the request's write-limit slot, if it took one, for an answer of `status`: refused as bad
 * input, the slot is given back, and the promise says when (the exception filter answers after
 * it, so the user's next try sees the slot free); else nothing to wait for. Never rejects.
 */
export function settleWriteSlot(req: unknown, status: number): Promise<void> | undefined {
  const holder = req as HoldsSlot | undefined;
  const giveBack = holder?.[WRITE_SLOT];
  if (!giveBack) return undefined;
  delete holder[WRITE_SLOT];
  return REFUNDED_STATUSES.has(status) ? giveBack() : undefined;
}

/**
 * A per-user limit on a write route: 429 with Retry-After once the user spends it.
 *
 *   @WriteLimit('messages', (c) => c.WRITE_LIMIT_MESSAGES, 'You are sending messages too fast')
 *
 * A guard of the route itself: it runs after the global authentication guard (so it knows the
 * user) and before the route's interceptors (so an upload is refused before its body is read),
 * and routes without a limit (every read) carry nothing for it. Counted in Redis when REDIS_URL
 * is set.
 *
 * The slot is taken before the route runs, atomically, so parallel requests never pass more than
 * the limit; a request the server refuses as bad input (REFUNDED_STATUSES) gives it back through
 * the exception filter, so only what the server did (or failed at on its side) uses the limit.
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
  private readonly logger = new Logger('WriteLimit');

  constructor(
    private readonly reflector: Reflector,
    private readonly store: CounterStore,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<WriteLimitRule | undefined>(WRITE_LIMIT, context.getHandler());
    if (!rule || !this.config.WRITE_LIMITS_ENABLED || context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<{ user?: AuthUser; ip?: string } & HoldsSlot>();
    const who = req.user?.userId ?? `ip:${req.ip ?? 'unknown'}`;
    const { limit, windowSeconds } = parseRate(rule.rate(this.config));
    const key = `write:${rule.name}:${who}`;
    const { count, resetSeconds, window } = await this.store.take(key, windowSeconds);
    if (count > limit) {
      // Refused here, it did nothing: its hit is no slot (a slot given back later is free again).
      await this.store.giveBack(key, window).catch(() => undefined);
      throw new AppError(
        'RATE_LIMITED',
        rule.message.replace('{wait}', waitText(resetSeconds)),
        undefined,
        { retryAfter: resetSeconds },
      );
    }
    req[WRITE_SLOT] = async () => {
      try {
        const refused = await this.store.hit(`write-refused:${rule.name}:${who}`, windowSeconds);
        if (refused.count <= limit * REFUNDS_PER_ALLOWANCE) await this.store.giveBack(key, window);
      } catch (error) {
        // The slot stays taken: the user waits for the window, as before this existed.
        this.logger.warn(`Could not give back ${key}: ${String(error)}`);
      }
    };
    return true;
  }
}
