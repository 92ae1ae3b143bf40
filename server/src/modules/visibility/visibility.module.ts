import { Global, Module } from '@nestjs/common';
import { VisibilityService } from './visibility.service';

/**
 * The one visibility rule. Global, because every read path and every push listener asks it, and
 * it depends on nothing but the database, so no module cycle can form around it.
 */
@Global()
@Module({
  providers: [VisibilityService],
  exports: [VisibilityService],
})
export class VisibilityModule {}
