import { AppError } from '../../core/http/app-error';
import { decideConnect } from './connection-state';

const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OTHER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

function conflict(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error('expected an AppError');
}

describe(decideConnect.name, () => {
  it('creates a request when the pair has no row', () => {
    expect(decideConnect(ME, null)).toBe('create');
  });

  it('accepts when the other side already asked me', () => {
    expect(decideConnect(ME, { requesterId: OTHER, recipientId: ME, status: 'pending' })).toBe(
      'accept',
    );
  });

  it('refuses a second request of mine with 409', () => {
    const error = conflict(() =>
      decideConnect(ME, { requesterId: ME, recipientId: OTHER, status: 'pending' }),
    );
    expect([error.code, error.message]).toEqual(['CONFLICT', 'Connection request already sent.']);
  });

  it('refuses when already connected, whoever asked first', () => {
    for (const requesterId of [ME, OTHER]) {
      const error = conflict(() =>
        decideConnect(ME, {
          requesterId,
          recipientId: requesterId === ME ? OTHER : ME,
          status: 'connected',
        }),
      );
      expect([error.code, error.message]).toEqual(['CONFLICT', 'You are already connected.']);
    }
  });
});
