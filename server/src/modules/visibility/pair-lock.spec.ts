import { pairLockKey } from './pair-lock';

const a = '0b6f6a36-3c1e-4f0e-9a51-1d2b3c4d5e6f';
const b = 'F3A1C2D4-5E6F-4a7b-8c9d-0e1f2a3b4c5d';
const c = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

describe('pairLockKey', () => {
  it('is the same key whichever of the two asks, and however the ids are cased', () => {
    expect(pairLockKey(a, b)).toBe(pairLockKey(b, a));
    expect(pairLockKey(a, b.toLowerCase())).toBe(pairLockKey(b, a));
  });

  it('is another key for another pair, and a signed 64-bit integer', () => {
    expect(pairLockKey(a, c)).not.toBe(pairLockKey(a, b));
    expect(pairLockKey(b, c)).not.toBe(pairLockKey(a, b));
    for (const key of [pairLockKey(a, b), pairLockKey(a, c)]) {
      expect(BigInt.asIntN(64, key)).toBe(key);
    }
  });
});
