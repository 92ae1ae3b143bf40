import { Module } from '@nestjs/common';
import { CommunitiesService } from './communities.service';

/** Only the membership rules for now; the community endpoints come with their own issue. */
@Module({
  providers: [CommunitiesService],
  exports: [CommunitiesService],
})
export class CommunitiesModule {}
