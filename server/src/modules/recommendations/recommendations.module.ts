import { Module } from '@nestjs/common';
import { KeptRankings } from './kept-rankings';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsService } from './recommendations.service';

@Module({
  controllers: [RecommendationsController],
  providers: [RecommendationsService, KeptRankings],
})
export class RecommendationsModule {}
