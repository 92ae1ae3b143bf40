import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';

export interface EmbeddedS3 {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

/** Starts the `s3rver` S3 emulator on loopback, objects under `<dataDir>/s3`. */
export async function startEmbeddedS3(
  dataDir: string,
  port: number,
  bucket: string,
): Promise<EmbeddedS3> {
  const directory = resolve(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  // s3rver ships no types; its constructor and run/close are all we use.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as new (options: object) => {
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  };
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const info = await server.run();
  new Logger('EmbeddedS3').log(`S3 ready on 127.0.0.1:${info.port}`);
  return {
    endpoint: `http://127.0.0.1:${info.port}`,
    // s3rver accepts only these fixed credentials.
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    stop: () => server.close(),
  };
}
