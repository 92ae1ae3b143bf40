import { createSecretKey, KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { loadOrCreateSecret } from '../../config/local-secret';

/** JWT_SECRET when set (several replicas must share it), else one generated under DATA_DIR. */
@Injectable()
export class JwtSecret {
  readonly value: string;
  /**
   * The same secret as a KeyObject, made once: given a string, jsonwebtoken first tries it as a
   * PEM public key and builds a key from it on every sign and verify (a millisecond each; it was
   * a quarter of the CPU of authenticated reads, and a tenth of a burst of socket sign-ins).
   */
  readonly key: KeyObject;

  constructor(config: AppConfig) {
    this.value = config.JWT_SECRET ?? loadOrCreateSecret(config.DATA_DIR, 'jwt-secret');
    this.key = createSecretKey(Buffer.from(this.value));
  }
}
