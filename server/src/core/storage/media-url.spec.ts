import {
  mediaUrl,
  SIGNED_MEDIA_MAX_AGE_SECONDS,
  signedMediaUrl,
  signedSecondsLeft,
  useMediaSigningSecret,
} from './media-url';

const KEY = 'posts/6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11/0b8f2a52-2f43-4a63-9d3e-0c2b1a9d8e11.png';
const NOW = Date.parse('2026-03-01T12:03:20Z');

function parts(url: string) {
  const parsed = new URL(url, 'http://x');
  return {
    key: parsed.pathname.replace(/^\/media\//, ''),
    e: parsed.searchParams.get('e'),
    s: parsed.searchParams.get('s'),
  };
}

describe('media URLs', () => {
  beforeAll(() => useMediaSigningSecret('a secret of the app, long enough for tests'));

  it('gives public objects their bare path, for anyone', () => {
    expect(mediaUrl(KEY, { public: true, viewer: null })).toBe(`/media/${KEY}`);
    expect(mediaUrl(KEY, { public: true, viewer: 'u1' })).toBe(`/media/${KEY}`);
    expect(mediaUrl(null, { public: false, viewer: 'u1' })).toBeNull();
  });

  it('never gives an anonymous (shared) answer a signed URL', () => {
    expect(mediaUrl(KEY, { public: false, viewer: null })).toBeNull();
  });

  it('signs the rest for the viewer, valid between 10 and 15 minutes', () => {
    const url = mediaUrl(KEY, { public: false, viewer: 'u1' }, NOW) as string;
    const { key, e, s } = parts(url);
    expect(key).toBe(KEY);
    const left = signedSecondsLeft(KEY, e, s, NOW) as number;
    expect(left).toBeGreaterThan(10 * 60);
    expect(left).toBeLessThanOrEqual(SIGNED_MEDIA_MAX_AGE_SECONDS);
    // The same URL within a step: the browser's cache serves the picture again.
    expect(signedMediaUrl(KEY, NOW + 60_000)).toBe(url);
  });

  it('refuses a tampered, expired, moved or foreign signature', () => {
    const { e, s } = parts(signedMediaUrl(KEY, NOW));
    const tampered = `${s?.slice(0, -1)}${s?.endsWith('A') ? 'B' : 'A'}`;
    expect(signedSecondsLeft(KEY, e, s, NOW)).not.toBeNull();
    expect(signedSecondsLeft(KEY, e, tampered, NOW)).toBeNull();
    expect(signedSecondsLeft(KEY, String(Number(e) + 300), s, NOW)).toBeNull();
    expect(signedSecondsLeft(KEY.replace('.png', '-feed.webp'), e, s, NOW)).toBeNull();
    expect(signedSecondsLeft(KEY, e, s, (Number(e) + 1) * 1000)).toBeNull();
    expect(signedSecondsLeft(KEY, undefined, s, NOW)).toBeNull();
    expect(signedSecondsLeft(KEY, '1e9', s, NOW)).toBeNull();
    useMediaSigningSecret('another app');
    expect(signedSecondsLeft(KEY, e, s, NOW)).toBeNull();
  });
});
