import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { UsersModule } from '../users/users.module';
import { FanProfilesService } from './fan-profiles.service';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';
import { SectionsController } from './sections.controller';
import { SportsProfilesService } from './sports-profiles.service';

@Module({
  imports: [UsersModule, PostsModule],
  controllers: [ProfilesController, SectionsController],
  providers: [ProfilesService, FanProfilesService, SportsProfilesService],
  exports: [ProfilesService, FanProfilesService, SportsProfilesService],
})
export class ProfilesModule {}
