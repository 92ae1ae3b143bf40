import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EngagementModule } from '../engagement/engagement.module';
import { PostMediaInterceptor } from './media/post-media';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { FeedCache } from './feed-cache';
import { PostEntity } from './entities/post.entity';
import { PostsListener } from './posts.listener';

/** Exports PostsService: profiles use listByUser, listSavedBy and countByUser. */
@Module({
  imports: [TypeOrmModule.forFeature([PostEntity]), EngagementModule],
  controllers: [PostsController],
  providers: [PostsService, PostsRepository, PostMediaInterceptor, FeedCache, PostsListener],
  exports: [PostsService],
})
export class PostsModule {}
