import { Module } from '@nestjs/common';
import { CommunitiesModule } from '../communities/communities.module';
import { PostMediaInterceptor } from './media/post-media';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';
import { FeedCache } from './feed-cache';

/** Exports PostsService: profiles use listByUser, listSavedBy and countByUser. */
@Module({
  imports: [CommunitiesModule],
  controllers: [PostsController],
  providers: [PostsService, PostMediaInterceptor, FeedCache],
  exports: [PostsService],
})
export class PostsModule {}
