import { Module } from '@nestjs/common';
import { CommunitiesModule } from '../communities/communities.module';
import { PostMediaInterceptor } from './media/post-media.interceptor';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';

/** Exports PostsService: profiles use listByUser, listSavedBy and countByUser. */
@Module({
  imports: [CommunitiesModule],
  controllers: [PostsController],
  providers: [PostsService, PostMediaInterceptor],
  exports: [PostsService],
})
export class PostsModule {}
