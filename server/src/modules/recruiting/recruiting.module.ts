import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfilesModule } from '../profiles/profiles.module';
import { AthleteProfileEntity } from './entities/athlete-profile.entity';
import { InterestEntity } from './entities/interest.entity';
import { OpeningEntity } from './entities/opening.entity';
import { SavedSearchEntity } from './entities/saved-search.entity';
import { RecruitingController } from './recruiting.controller';
import { RecruitingRepository } from './recruiting.repository';
import { RecruitingService } from './recruiting.service';
import { SavedSearchDigest } from './saved-search-digest';

/**
 * Owns athlete_profiles, recruiting_openings, recruiting_interests and
 * recruiting_saved_searches. Lends the chat module `recruitingContactSql` (an accepted interest
 * opens the pair's chat); notifications hear its events.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AthleteProfileEntity,
      OpeningEntity,
      InterestEntity,
      SavedSearchEntity,
    ]),
    ProfilesModule,
  ],
  controllers: [RecruitingController],
  providers: [RecruitingService, RecruitingRepository, SavedSearchDigest],
  exports: [RecruitingService],
})
export class RecruitingModule {}
