import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { loadOrCreateSecret } from '../../../config/local-secret';

const VERSION = 'v1';

/**
 * Authenticated encryption (AES-256-GCM) for the TOTP secrets at rest, so a copy of the database
 * alone does not give anyone's second factor. The key comes from TWO_FACTOR_KEY (several replicas
 * share it), else from a secret generated once under DATA_DIR, like the JWT secret. Either is
 * hashed to the 32 bytes AES-256 takes. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text; throws when the box was changed or sealed with another key. */
export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error('Not a sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

export function keyFrom(secret: string): Buffer {
  return createHash('sha256').update(`two-factor\n${secret}`).digest();
}

@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = keyFrom(
      config.TWO_FACTOR_KEY ?? loadOrCreateSecret(config.DATA_DIR, 'two-factor-key'),
    );
  }

  seal(plain: string): string {
    return seal(this.key, plain);
  }

  open(sealed: string): string {
    return open(this.key, sealed);
  }
}
