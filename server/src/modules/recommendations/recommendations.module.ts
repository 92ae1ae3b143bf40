import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { MutualCandidatesCache } from './mutual-candidates-cache';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsService } from './recommendations.service';

@Module({
  imports: [UsersModule],
  controllers: [RecommendationsController],
  providers: [RecommendationsService, MutualCandidatesCache],
})
export class RecommendationsModule {}
