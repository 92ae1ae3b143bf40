import type { EventEmitter2 } from '@nestjs/event-emitter';
import { LOGIN_CHALLENGE_EXPIRED } from '../../../contracts/auth';
import type { UsersService } from '../../users/users.service';
import type { PasswordHasher } from '../password-hasher';
import type { SecretBox } from './secret-box';
import type { TwoFactorRepository } from './two-factor.repository';
import { CHALLENGE_ATTEMPTS, CHALLENGE_GONE, TwoFactorService } from './two-factor.service';

const CHALLENGE = '22222222-2222-4222-8222-222222222222';

describe(TwoFactorService.name, () => {
  const store = { claimAttempt: jest.fn<Promise<string | null>, [string, number]>() };
  const service = new TwoFactorService(
    store as unknown as TwoFactorRepository,
    {} as UsersService,
    {} as PasswordHasher,
    {} as SecretBox,
    {} as EventEmitter2,
  );

  beforeEach(() => store.claimAttempt.mockReset());

  it('takes an attempt of a live challenge and answers its account', async () => {
    store.claimAttempt.mockResolvedValue('user-1');
    await expect(service.claimAttempt(CHALLENGE)).resolves.toBe('user-1');
    expect(store.claimAttempt).toHaveBeenCalledWith(CHALLENGE, CHALLENGE_ATTEMPTS);
  });

  it('answers 401 LOGIN_CHALLENGE_EXPIRED, not a wrong-code error, for an expired or spent challenge', async () => {
    store.claimAttempt.mockResolvedValue(null);
    await expect(service.claimAttempt(CHALLENGE)).rejects.toMatchObject({
      code: LOGIN_CHALLENGE_EXPIRED,
      status: 401,
      message: CHALLENGE_GONE,
    });
  });

  it('answers the same for a challenge that is not one, without reading the store', async () => {
    await expect(service.claimAttempt('not-a-challenge')).rejects.toMatchObject({
      code: 'LOGIN_CHALLENGE_EXPIRED',
      status: 401,
    });
    expect(store.claimAttempt).not.toHaveBeenCalled();
  });
});
