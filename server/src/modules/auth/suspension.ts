import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/http/app-error';
import { isUuid } from '../../core/http/uuid';
import type { SuspensionNotice } from '../../contracts/moderation';

interface Suspendable {
  id: string;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

function signature(secret: string, userId: string, since: number): string {
  // Domain-separated from the JWTs, device cookies and links signed with the same secret.
  return createHmac('sha256', secret).update(`appeal\n${userId}\n${since}`).digest('base64url');
}

/**
 * The appeal token of one suspension: it names the account and the moment it was suspended, so
 * it stops working once that suspension is lifted or replaced. No session: a suspended account
 * has none.
 */
export function issueAppealToken(secret: string, userId: string, suspendedAt: Date): string {
  const since = suspendedAt.getTime();
  return `${userId}.${since}.${signature(secret, userId, since)}`;
}

/** The account and suspension time a well-signed appeal token names, else null. */
export function readAppealToken(
  secret: string,
  token: string,
): { userId: string; suspendedAt: number } | null {
  const [userId, since, sig, extra] = token.split('.');
  if (extra !== undefined || !userId || !since || !sig || !isUuid(userId)) return null;
  if (!/^\d{1,15}$/.test(since)) return null;
  const expected = Buffer.from(signature(secret, userId, Number(since)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, suspendedAt: Number(since) };
}

/** The user's suspension is running now (one whose end passed no longer counts). */
export function isSuspended(user: Suspendable, now = new Date()): boolean {
  return (
    user.suspendedAt !== null &&
    (user.suspendedUntil === null || user.suspendedUntil.getTime() > now.getTime())
  );
}

/**
 * Login of a suspended account: 403 ACCOUNT_SUSPENDED naming the reason and the end, with the
 * token that lets it appeal. Only asked after the password matched, so the answer tells a
 * stranger nothing about the account.
 */
export function assertNotSuspended(user: Suspendable, secret: string): void {
  if (!isSuspended(user) || !user.suspendedAt) return;
  const until = user.suspendedUntil?.toISOString() ?? null;
  const reason = user.suspensionReason ?? '';
  const end = until ? `until ${until.slice(0, 10)}` : 'until further notice';
  const suspension: SuspensionNotice = {
    reason,
    until,
    appealToken: issueAppealToken(secret, user.id, user.suspendedAt),
  };
  throw new AppError(
    'ACCOUNT_SUSPENDED',
    `Your account is suspended ${end}. Reason: ${reason}`,
    undefined,
    { suspension },
  );
}
