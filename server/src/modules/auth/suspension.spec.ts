import { AppError } from '../../core/http/app-error';
import { assertNotSuspended, isSuspended, issueAppealToken, readAppealToken } from './suspension';

const SECRET = 'unit-test-secret-unit-test-secret-1234';
const USER = '11111111-1111-4111-8111-111111111111';
const AT = new Date('2026-11-27T10:00:00Z');

describe('suspension', () => {
  it('reads back only the appeal tokens it signed, for the suspension they name', () => {
    const token = issueAppealToken(SECRET, USER, AT);
    expect(readAppealToken(SECRET, token)).toEqual({ userId: USER, suspendedAt: AT.getTime() });
    expect(readAppealToken('another-secret-another-secret-12345', token)).toBeNull();
    const [id, since, sig] = token.split('.');
    expect(readAppealToken(SECRET, `${id}.${Number(since) + 1}.${sig}`)).toBeNull();
    expect(readAppealToken(SECRET, `${token}.extra`)).toBeNull();
    expect(readAppealToken(SECRET, 'not-a-token')).toBeNull();
  });

  it('counts a suspension as running until its end; none without an end', () => {
    const base = { id: USER, suspendedAt: AT, suspensionReason: 'Spam' };
    const now = new Date('2026-11-28T00:00:00Z');
    expect(isSuspended({ ...base, suspendedUntil: null }, now)).toBe(true);
    expect(isSuspended({ ...base, suspendedUntil: new Date('2026-12-01T00:00:00Z') }, now)).toBe(
      true,
    );
    expect(isSuspended({ ...base, suspendedUntil: new Date('2026-11-27T12:00:00Z') }, now)).toBe(
      false,
    );
    expect(isSuspended({ ...base, suspendedAt: null, suspendedUntil: null }, now)).toBe(false);
  });

  it('refuses a suspended login with the reason, the end and an appeal token', () => {
    const user = {
      id: USER,
      suspendedAt: AT,
      suspendedUntil: null,
      suspensionReason: 'Repeated harassment',
    };
    let thrown: unknown;
    try {
      assertNotSuspended(user, SECRET);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    const error = thrown as AppError;
    expect(error.code).toBe('ACCOUNT_SUSPENDED');
    expect(error.status).toBe(403);
    expect(error.message).toBe(
      'Your account is suspended until further notice. Reason: Repeated harassment',
    );
    const notice = (error.extra as { suspension: { appealToken: string; until: null } }).suspension;
    expect(notice.until).toBeNull();
    expect(readAppealToken(SECRET, notice.appealToken)?.userId).toBe(USER);
    expect(() =>
      assertNotSuspended({ ...user, suspendedAt: null, suspensionReason: null }, SECRET),
    ).not.toThrow();
  });
});
