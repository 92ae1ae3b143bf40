import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { catchError, from, mergeMap, Observable, tap, throwError } from 'rxjs';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import { CounterStore } from '../../core/http/counter-store';
import { normaliseUserName } from '../../core/http/rate-limit.module';
import { waitText } from '../../core/http/wait-text';

export function lockedMessage(seconds: number): string {
  return `Too many failed login attempts for this account. Please try again in ${waitText(seconds)}.`;
}

/**
 * The per-account lockout, across addresses: the per-address limit alone lets a botnet guess
 * one account's password from many addresses. LOGIN_LOCKOUT_FAILURES failures lock the account
 * (its normalised name) for LOGIN_LOCKOUT_SECONDS from the last one; a success clears the count.
 */
@Injectable()
export class LoginLockoutInterceptor implements NestInterceptor {
  constructor(
    private readonly store: CounterStore,
    private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<{ body?: { userName?: unknown } }>();
    const name = normaliseUserName(req.body?.userName);
    if (!name) return next.handle();
    const key = `login-failures:${name}`;
    const { LOGIN_LOCKOUT_FAILURES: failures, LOGIN_LOCKOUT_SECONDS: seconds } = this.config;

    const before = await this.store.peek(key);
    if (before.count >= failures) {
      throw new AppError('RATE_LIMITED', lockedMessage(before.resetSeconds), undefined, {
        retryAfter: before.resetSeconds,
      });
    }
    return next.handle().pipe(
      tap(() => void this.store.clear(key)),
      catchError((error: unknown) => {
        if (!(error instanceof AppError) || error.code !== 'INVALID_CREDENTIALS') {
          return throwError(() => error);
        }
        return from(this.store.hit(key, seconds)).pipe(
          mergeMap(async ({ count }) => {
            if (count >= failures) await this.store.extend(key, seconds);
          }),
          mergeMap(() => throwError(() => error)),
        );
      }),
    );
  }
}
