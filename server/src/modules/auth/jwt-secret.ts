import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { loadOrCreateSecret } from '../../config/local-secret';

/** JWT_SECRET when set (several replicas must share it), else one generated under DATA_DIR. */
@Injectable()
export class JwtSecret {
  readonly value: string;

  constructor(config: AppConfig) {
    this.value = config.JWT_SECRET ?? loadOrCreateSecret(config.DATA_DIR, 'jwt-secret');
  }
}
