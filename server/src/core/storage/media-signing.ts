import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { loadOrCreateSecret } from '../../config/local-secret';
import { useMediaSigningSecret } from './media-url';

/**
 * Gives the media URL signer its key at boot, derived from the app's secret (JWT_SECRET, or the
 * one kept under DATA_DIR), so every replica and worker signs and checks alike.
 */
@Injectable()
export class MediaSigning {
  constructor(config: AppConfig) {
    useMediaSigningSecret(config.JWT_SECRET ?? loadOrCreateSecret(config.DATA_DIR, 'jwt-secret'));
  }
}
