import {
  DOWNLOAD_PATH,
  readDownloadLink,
  signDownloadPath,
  verifyDownloadLink,
} from './download-link';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const id = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';

function parse(path: string): Record<string, string> {
  expect(path.startsWith(`${DOWNLOAD_PATH}?`)).toBe(true);
  return Object.fromEntries(new URL(path, 'http://x').searchParams);
}

describe('data download links', () => {
  const now = 1_800_000_000_000;

  it('verifies a link it signed until it expires', () => {
    const query = parse(signDownloadPath(secret, id, now + 1000, 0));
    const link = readDownloadLink(query, now);
    expect(link && verifyDownloadLink(secret, link, 0)).toBe(true);
    expect(readDownloadLink(query, now + 1000)).toBeNull();
  });

  it('stops verifying once the account’s bearer links version moved on', () => {
    const link = readDownloadLink(parse(signDownloadPath(secret, id, now + 1000, 3)), now);
    expect(link && verifyDownloadLink(secret, link, 3)).toBe(true);
    expect(link && verifyDownloadLink(secret, link, 4)).toBe(false);
  });

  it('refuses another id, a later expiry, another secret or garbage', () => {
    const query = parse(signDownloadPath(secret, id, now + 1000, 0));
    const read = (q: Record<string, unknown>) => readDownloadLink(q, now);
    const verifies = (q: Record<string, unknown>, key = secret) => {
      const link = read(q);
      return link !== null && verifyDownloadLink(key, link, 0);
    };
    expect(verifies(query)).toBe(true);
    expect(verifies({ ...query, id: id.replace('6', '7') })).toBe(false);
    expect(verifies({ ...query, expires: String(now + 9999) })).toBe(false);
    expect(verifies(query, `${secret}!`)).toBe(false);
    expect(read({ id, expires: 'soon', signature: 'x' })).toBeNull();
    expect(read({ ...query, id: 'not-an-id' })).toBeNull();
    expect(read({})).toBeNull();
  });
});
