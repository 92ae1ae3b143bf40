import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import { CounterStore } from '../../core/http/counter-store';
import { waitText } from '../../core/http/wait-text';
import type { DeviceCookie } from './device-cookie';

export function lockedMessage(seconds: number): string {
  return `Too many failed login attempts for this account. Please try again in ${waitText(seconds)}.`;
}

/**
 * Which failure budget a login attempt spends: a device that signed in to this account before
 * (its device cookie) spends its own; every other attempt spends the account's budget for
 * untrusted devices. An unknown name has no account: its attempts are counted by the name as
 * the database folds it, so they answer alike.
 */
export type LoginBudget =
  { kind: 'device'; nonce: string } | { kind: 'untrusted'; account: string };

export function budgetFor(
  account: { userId: string } | { foldedName: string },
  device: DeviceCookie | null,
): LoginBudget {
  if ('userId' in account) {
    return device?.userId === account.userId
      ? { kind: 'device', nonce: device.nonce }
      : { kind: 'untrusted', account: account.userId };
  }
  return { kind: 'untrusted', account: `name:${account.foldedName}` };
}

/**
 * The per-account lockout, across addresses (the per-address limit alone lets a botnet guess one
 * account's password from many addresses), keyed by the account itself, so every spelling the
 * database folds to one name shares one budget. LOGIN_LOCKOUT_FAILURES failures lock a budget
 * for LOGIN_LOCKOUT_SECONDS from the last one; a success clears it.
 */
@Injectable()
export class LoginLockout {
  constructor(
    private readonly store: CounterStore,
    private readonly config: AppConfig,
  ) {}

  /** 429 while the budget is locked. */
  async assertOpen(budget: LoginBudget): Promise<void> {
    const { count, resetSeconds } = await this.store.peek(keyOf(budget));
    if (count >= this.config.LOGIN_LOCKOUT_FAILURES) {
      throw new AppError('RATE_LIMITED', lockedMessage(resetSeconds), undefined, {
        retryAfter: resetSeconds,
      });
    }
  }

  async failed(budget: LoginBudget): Promise<void> {
    const { LOGIN_LOCKOUT_FAILURES: failures, LOGIN_LOCKOUT_SECONDS: seconds } = this.config;
    const key = keyOf(budget);
    const { count } = await this.store.hit(key, seconds);
    if (count >= failures) await this.store.extend(key, seconds);
  }

  async succeeded(budget: LoginBudget): Promise<void> {
    await this.store.clear(keyOf(budget));
  }
}

function keyOf(budget: LoginBudget): string {
  return budget.kind === 'device'
    ? `login-failures:device:${budget.nonce}`
    : `login-failures:account:${budget.account}`;
}
