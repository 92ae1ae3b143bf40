import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestApp, TestApp } from './support/test-app';

/** A built client as `vite build` leaves it: hashed assets with their .br and .gz beside them. */
function builtClient(): { dir: string; script: string; inline: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sportsnet-client-'));
  mkdirSync(join(dir, 'assets'));
  const script = `export const greeting = ${JSON.stringify('Game day! '.repeat(200))};\n`;
  const inline = 'document.documentElement.dataset.started = "yes";';
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${inline}</script>` +
      '<script type="module" src="/assets/app-3f9a1c.js"></script></head><body></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-3f9a1c.js'), script);
  writeFileSync(join(dir, 'assets', 'app-3f9a1c.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'app-3f9a1c.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return { dir, script, inline };
}

describe('The built client (e2e): compressed once, cached by name, deep links to the app', () => {
  let t: TestApp;
  let client: ReturnType<typeof builtClient>;

  beforeAll(async () => {
    client = builtClient();
    t = await startTestApp({ CLIENT_DIST_DIR: client.dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(client.dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string>) =>
    fetch(`${t.url}${path}`, { headers });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('a script asked with Accept-Encoding "%s" comes as its %s file', async (accepted, sent) => {
    const res = await get('/assets/app-3f9a1c.js', { 'accept-encoding': accepted });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(sent);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await res.text()).toBe(client.script);
  });

  it('a browser that takes no compression gets the plain script', async () => {
    const res = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'identity' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(client.script);
  });

  it('hashed assets may be kept for good; other files are asked for again within the hour', async () => {
    const script = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'br' });
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('a deep link gets the app, never cached, with its inline script allowed by hash', async () => {
    const res = await get('/feed', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain(client.inline);
    const hash = createHash('sha256').update(client.inline).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('an unknown API path is the API’s 404, not the app', async () => {
    const res = await get('/api/v1/no-such-thing', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
});
