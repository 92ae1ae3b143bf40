import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('applies the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./.data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.S3_ENDPOINT).toBeUndefined();
  });

  it('reads numbers from strings', () => {
    expect(loadConfig({ PORT: '4100' }).PORT).toBe(4100);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('runs several workers only with Redis to join them', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY above 1 needs REDIS_URL/,
    );
    expect(loadConfig({ WEB_CONCURRENCY: '2', REDIS_URL: 'redis://r' }).WEB_CONCURRENCY).toBe(2);
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
  });

  it('refuses a partial S3 configuration', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://localhost:9000' })).toThrow(ConfigError);
  });
});

describe('loadConfig with service URLs', () => {
  it('keeps the optional service variables and drops unknown ones', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db/x',
      REDIS_URL: 'redis://r',
      HOME: '/root',
    });
    expect(config.DATABASE_URL).toBe('postgres://u:p@db/x');
    expect(config.REDIS_URL).toBe('redis://r');
    expect((config as unknown as Record<string, unknown>).HOME).toBeUndefined();
  });
});

describe('.env.example', () => {
  it('lists exactly the variables AppConfig reads, in the same order', () => {
    const { readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const { join } = jest.requireActual<typeof import('node:path')>('node:path');
    const source = readFileSync(join(__dirname, 'app-config.ts'), 'utf8');
    const declared = [...source.matchAll(/^ {2}([A-Z0-9_]+)\??[:= ]/gm)].map((m) => m[1]);
    const example = readFileSync(join(__dirname, '../../../.env.example'), 'utf8');
    const listed = [...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(listed).toEqual(declared);
  });
});
