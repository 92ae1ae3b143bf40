import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PeopleModule } from '../people/people.module';
import { PostsModule } from '../posts/posts.module';
import { UsersModule } from '../users/users.module';
import { FanProfilesService } from './fan-profiles.service';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';
import { ProfilesRepository } from './profiles.repository';
import { SectionsController } from './sections.controller';
import { SportsProfilesService } from './sports-profiles.service';
import { FanProfileEntity } from './entities/fan-profile.entity';
import { PlayerProfileEntity } from './entities/player-profile.entity';
import { CoachProfileEntity } from './entities/coach-profile.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([FanProfileEntity, PlayerProfileEntity, CoachProfileEntity]),
    UsersModule,
    PostsModule,
    PeopleModule,
  ],
  controllers: [ProfilesController, SectionsController],
  providers: [ProfilesService, ProfilesRepository, FanProfilesService, SportsProfilesService],
  exports: [ProfilesService, FanProfilesService, SportsProfilesService],
})
export class ProfilesModule {}
