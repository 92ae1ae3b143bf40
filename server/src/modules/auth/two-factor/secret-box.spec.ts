import { keyFrom, open, seal } from './secret-box';

describe('secret box', () => {
  const key = keyFrom('a-key-of-at-least-thirty-two-characters');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = seal(key, 'JBSWY3DPEHPK3PXP');
    const b = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a changed box or another key', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => open(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => open(keyFrom('another-key-of-at-least-thirty-two-chars'), sealed)).toThrow();
    expect(() => open(key, 'not sealed')).toThrow();
  });
});
