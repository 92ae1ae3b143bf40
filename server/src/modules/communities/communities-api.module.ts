import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { CommunitiesController } from './communities.controller';
import { CommunitiesModule } from './communities.module';
import { BannerUploadInterceptor } from './community-banner';
import { CommunityContentService } from './community-content.service';

/**
 * The /community endpoints. They need PostsModule (a community's posts), which needs
 * CommunitiesModule (the membership rule): this module sits above both.
 */
@Module({
  imports: [CommunitiesModule, PostsModule],
  controllers: [CommunitiesController],
  providers: [CommunityContentService, BannerUploadInterceptor],
})
export class CommunitiesApiModule {}
