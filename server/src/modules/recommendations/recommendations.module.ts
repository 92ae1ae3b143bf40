import { Module } from '@nestjs/common';
import { MutualCandidatesCache } from './mutual-candidates-cache';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsService } from './recommendations.service';

@Module({
  controllers: [RecommendationsController],
  providers: [RecommendationsService, MutualCandidatesCache],
})
export class RecommendationsModule {}
