import { DOWNLOAD_PATH, signDownloadPath, verifyDownloadLink } from './download-link';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const id = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';

function parse(path: string): Record<string, string> {
  expect(path.startsWith(`${DOWNLOAD_PATH}?`)).toBe(true);
  return Object.fromEntries(new URL(path, 'http://x').searchParams);
}

describe('data download links', () => {
  const now = 1_800_000_000_000;

  it('verifies a link it signed until it expires', () => {
    const link = parse(signDownloadPath(secret, id, now + 1000));
    expect(verifyDownloadLink(secret, link, now)).toBe(true);
    expect(verifyDownloadLink(secret, link, now + 1000)).toBe(false);
  });

  it('refuses another id, a later expiry, another secret or garbage', () => {
    const link = parse(signDownloadPath(secret, id, now + 1000));
    expect(verifyDownloadLink(secret, { ...link, id: id.replace('6', '7') }, now)).toBe(false);
    expect(verifyDownloadLink(secret, { ...link, expires: String(now + 9999) }, now)).toBe(false);
    expect(verifyDownloadLink(`${secret}!`, link, now)).toBe(false);
    expect(verifyDownloadLink(secret, { id, expires: 'soon', signature: 'x' }, now)).toBe(false);
    expect(verifyDownloadLink(secret, {}, now)).toBe(false);
  });
});
