import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';

export interface EmbeddedS3 {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

interface KoaContext {
  headers: Record<string, string | undefined>;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: string;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;

/** Requests with no signature at all (header or presigned query) are refused like S3 does. */
const refuseUnsigned: KoaMiddleware = (ctx, next) => {
  const signed =
    'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;
  if (signed) return next();
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>' +
    '<Message>Anonymous access is not allowed</Message></Error>';
};

let credentials: { accessKey: string; secretKey: string } | undefined;

/**
 * s3rver ships one fixed key pair (S3RVER/S3RVER) that anyone on the machine knows; it is
 * replaced by a random pair made once per process. (s3rver checks the access key of a V4
 * signature but not the signature itself, so the random key id is what keeps others out.)
 */
function ownCredentials(): { accessKey: string; secretKey: string } {
  if (credentials) return credentials;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: {
      createKeyPair(id: string, secret: string): void;
      revokeAccessKey(id: string): void;
    };
  };
  credentials = {
    accessKey: `SN${randomBytes(16).toString('hex').toUpperCase()}`,
    secretKey: randomBytes(30).toString('base64url'),
  };
  DUMMY_ACCOUNT.createKeyPair(credentials.accessKey, credentials.secretKey);
  DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
  return credentials;
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
    middleware: KoaMiddleware[];
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
  const { accessKey, secretKey } = ownCredentials();
  // First in the chain: s3rver itself serves an unsigned request as an anonymous one.
  server.middleware.unshift(refuseUnsigned);
  const info = await server.run();
  new Logger('EmbeddedS3').log(`S3 ready on 127.0.0.1:${info.port}`);
  return {
    endpoint: `http://127.0.0.1:${info.port}`,
    accessKey,
    secretKey,
    stop: () => server.close(),
  };
}
