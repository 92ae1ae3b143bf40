import type { ArgumentsHost, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppConfig } from '../../config/app-config';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { AppError } from './app-error';
import { CounterStore, MemoryCounterStore } from './counter-store';
import { REFUNDS_PER_ALLOWANCE, settleWriteSlot, WriteLimit, WriteLimitGuard } from './write-limit';

class Routes {
  @WriteLimit('things', () => '2/3600')
  make(): void {}
}

describe(WriteLimitGuard.name, () => {
  let store: CounterStore;
  let guard: WriteLimitGuard;

  beforeEach(() => {
    store = new MemoryCounterStore();
    const config = Object.assign(new AppConfig(), { WRITE_LIMITS_ENABLED: true });
    guard = new WriteLimitGuard(new Reflector(), store, config);
  });

  const contextFor = (req: object) =>
    ({
      getType: () => 'http',
      getHandler: () => Routes.prototype.make,
      switchToHttp: () => ({ getRequest: () => req }),
    }) as unknown as ExecutionContext;

  /** One request through the guard, ended with `status` as the exception filter ends it. */
  async function attempt(status: number): Promise<number> {
    const req = { user: { userId: 'u1' } };
    try {
      await guard.canActivate(contextFor(req));
    } catch (error) {
      return (error as AppError).status;
    }
    await settleWriteSlot(req, status);
    return status;
  }

  const used = async () => (await store.peek('write:things:u1')).count;

  it.each([400, 403, 404, 409, 413, 415, 422])(
    'gives the slot back for a %i: a refused write uses none of the allowance',
    async (status) => {
      for (let i = 0; i < 5; i += 1) expect(await attempt(status)).toBe(status);
      expect(await used()).toBe(0);
      expect(await attempt(201)).toBe(201);
    },
  );

  it.each([500, 503, 429, 401])('keeps the slot of a %i', async (status) => {
    await attempt(status);
    await attempt(status);
    expect(await used()).toBe(2);
    expect(await attempt(201)).toBe(429);
  });

  it('counts successes, and a refusal past the limit takes no slot of its own', async () => {
    const a = { user: { userId: 'u1' } };
    const b = { user: { userId: 'u1' } };
    await guard.canActivate(contextFor(a));
    await guard.canActivate(contextFor(b)); // both in flight: the allowance is spent
    expect(await attempt(201)).toBe(429);
    await settleWriteSlot(b, 400); // one of them was refused: its slot is free again
    expect(await used()).toBe(1);
    expect(await attempt(201)).toBe(201);
    expect(await attempt(201)).toBe(429);
  });

  it('words the wait in minutes from a minute on', async () => {
    await attempt(201);
    await attempt(201);
    const req = { user: { userId: 'u1' } };
    const refusal = await guard.canActivate(contextFor(req)).catch((e: AppError) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).message).toBe(
      'You are doing this too fast. Please try again in 60 minutes.',
    );
    expect((refusal as AppError).extra).toEqual({ retryAfter: 3600 });
  });

  it('gives back refused writes only up to a bound per window', async () => {
    const forgiven = 2 * REFUNDS_PER_ALLOWANCE;
    for (let i = 0; i < forgiven; i += 1) expect(await attempt(400)).toBe(400);
    expect(await used()).toBe(0);
    expect(await attempt(400)).toBe(400);
    expect(await attempt(400)).toBe(400);
    expect(await used()).toBe(2);
    expect(await attempt(201)).toBe(429);
  });

  it('settles a slot once, and leaves requests without one alone', async () => {
    const req = { user: { userId: 'u1' } };
    await guard.canActivate(contextFor(req));
    await settleWriteSlot(req, 400);
    await settleWriteSlot(req, 400);
    expect(await used()).toBe(0);
    expect(settleWriteSlot({}, 400)).toBeUndefined();
    expect(settleWriteSlot(undefined, 400)).toBeUndefined();
  });

  it('answers a refused write only once its slot is back (the exception filter)', async () => {
    const req = { user: { userId: 'u1' } };
    await guard.canActivate(contextFor(req));
    // A store slow to answer (Redis far away): the answer must still wait for it.
    const giveBack = store.giveBack.bind(store);
    let givenBack = false;
    jest.spyOn(store, 'giveBack').mockImplementation(async (key, window) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await giveBack(key, window);
      givenBack = true;
    });
    const seen: boolean[] = [];
    let answered!: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    const res = {
      headersSent: false,
      setHeader: jest.fn(),
      status: jest.fn().mockReturnThis(),
      json: jest.fn(() => {
        seen.push(givenBack);
        answered();
      }),
    };
    const host = {
      getType: () => 'http',
      switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }),
    } as unknown as ArgumentsHost;
    new AllExceptionsFilter().catch(new AppError('VALIDATION_FAILED', 'Name is too short'), host);
    await done;
    expect(res.status).toHaveBeenCalledWith(400);
    expect(seen).toEqual([true]);
    expect(await used()).toBe(0);
  });
});
