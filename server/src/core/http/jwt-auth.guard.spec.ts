import { Reflector } from '@nestjs/core';
import { AppError } from './app-error';
import { JwtAuthGuard } from './jwt-auth.guard';

describe(JwtAuthGuard.name, () => {
  const guard = new JwtAuthGuard(new Reflector());
  const expiredInfo = Object.assign(new Error('jwt expired'), { name: 'TokenExpiredError' });

  it('passes the authenticated user through', () => {
    const user = { userId: 'u', sessionId: 's' };
    expect(guard.handleRequest(null, user, undefined)).toBe(user);
  });

  it('answers TOKEN_EXPIRED for an expired token', () => {
    expect(() => guard.handleRequest(null, false, expiredInfo)).toThrow(
      expect.objectContaining({ code: 'TOKEN_EXPIRED', status: 401 }),
    );
  });

  it('answers INVALID_TOKEN for a missing or bad token', () => {
    expect(() => guard.handleRequest(null, false, new Error('No auth token'))).toThrow(
      expect.objectContaining({ code: 'INVALID_TOKEN' }),
    );
  });

  it('keeps the session verdict of the strategy', () => {
    const revoked = new AppError('INVALID_TOKEN', 'Your session has ended. Please log in again.');
    expect(() => guard.handleRequest(revoked, false, undefined)).toThrow(revoked);
  });

  it('answers 503, not a sign-out, when the session could not be read (database away)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(() => guard.handleRequest(refused, false, undefined)).toThrow(
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', status: 503 }),
    );
  });
});
