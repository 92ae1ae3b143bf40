import { codeAt, matchingStep, newTotpSecret, otpauthUrl, stepAt } from './totp';

describe('totp', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 0, 1, 12, 0, 15);

  it('makes a 160-bit base32 secret', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('matches RFC 6238 test vector (SHA-1, 59 s → 287082 in 6 digits)', () => {
    // The RFC's secret is ASCII "12345678901234567890", base32 below.
    const rfc = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(codeAt(rfc, 59_000)).toBe('287082');
    expect(matchingStep(rfc, '287082', 59_000)).toBe(1);
  });

  it('accepts one step either side and no further', () => {
    const step = stepAt(now);
    for (const delta of [-1, 0, 1]) {
      expect(matchingStep(secret, codeAt(secret, now + delta * 30_000), now)).toBe(step + delta);
    }
    for (const delta of [-2, 2]) {
      const code = codeAt(secret, now + delta * 30_000);
      // A code of a far step may equal a near one by chance (1 in a million): only then it passes.
      const nearby = [-1, 0, 1].some((d) => codeAt(secret, now + d * 30_000) === code);
      if (!nearby) expect(matchingStep(secret, code, now)).toBeNull();
    }
  });

  it('refuses anything but six digits', () => {
    expect(matchingStep(secret, '', now)).toBeNull();
    expect(matchingStep(secret, '12345', now)).toBeNull();
    expect(matchingStep(secret, `${codeAt(secret, now)}0`, now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('writes the otpauth URL authenticator apps read', () => {
    expect(otpauthUrl('ABC', 'leo_10')).toBe(
      'otpauth://totp/SportsNet:leo_10?secret=ABC&issuer=SportsNet&algorithm=SHA1&digits=6&period=30',
    );
  });
});
