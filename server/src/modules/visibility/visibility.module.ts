import { Global, Module } from '@nestjs/common';
import { MediaAccess } from '../../core/storage/media-access';
import { VisibilityService } from './visibility.service';

/**
 * The one visibility rule. Global, because every read path and every push listener asks it, and
 * it depends on nothing but the database, so no module cycle can form around it. It answers the
 * media routes' question too (MediaAccess).
 */
@Global()
@Module({
  providers: [VisibilityService, { provide: MediaAccess, useExisting: VisibilityService }],
  exports: [VisibilityService, MediaAccess],
})
export class VisibilityModule {}
