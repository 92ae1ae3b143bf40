import { buildObjectKey, isSafeObjectKey } from './object-key';

describe('buildObjectKey', () => {
  const owner = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';

  it('ignores the uploader file name and adds a random part', () => {
    const a = buildObjectKey('posts', owner, 'png');
    const b = buildObjectKey('posts', owner, 'png');
    expect(a).not.toBe(b);
    expect(a).toMatch(new RegExp(`^posts/${owner}/[0-9a-f-]{36}\\.png$`));
    expect(isSafeObjectKey(a)).toBe(true);
  });

  it('strips anything but letters and digits from the extension', () => {
    expect(buildObjectKey('posts', owner, '../../etc/passwd')).toMatch(/\.etcpassw$/);
    expect(buildObjectKey('posts', owner, '')).toMatch(/\.bin$/);
  });

  it('refuses keys that try to leave their folder', () => {
    expect(isSafeObjectKey('../secrets')).toBe(false);
    expect(isSafeObjectKey(`posts/${owner}/../../x.png`)).toBe(false);
  });
});
