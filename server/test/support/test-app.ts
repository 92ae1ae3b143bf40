import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { InFlightWork } from '../../src/core/realtime/in-flight-work';

export interface TestApp {
  app: INestApplication;
  url: string;
  close(): Promise<void>;
}

/** The real app on a random loopback port, against the suite's PostgreSQL and S3. */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  // Limits off unless a test turns them on: files write fast on purpose, and every socket of a
  // file comes from one address.
  const config = loadConfig({
    AUTH_RATE_LIMIT: '1000',
    WRITE_LIMITS_ENABLED: 'false',
    SOCKET_CONNECT_LIMIT: '100000/60',
    SOCKET_CONNECT_LIMIT_ADDRESS: '100000/60',
    SOCKET_ACCOUNT_EVENT_LIMIT: '100000/10',
    ...process.env,
    ...overrides,
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** Every test starts from empty tables, once the work earlier requests set off has finished. */
export async function resetDatabase(app: INestApplication): Promise<void> {
  await app.get(InFlightWork).settled();
  await app.get(DataSource).query('TRUNCATE users, sessions CASCADE');
}
