import { newRecoveryCode, normaliseRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('are ten unambiguous characters in two groups, all different', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('read the same whatever the case, spaces or dash', () => {
    expect(normaliseRecoveryCode(' ABCDE FGHJK ')).toBe('abcde-fghjk');
    expect(normaliseRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
    expect(normaliseRecoveryCode('abcde-fghjk')).toBe('abcde-fghjk');
  });
});
