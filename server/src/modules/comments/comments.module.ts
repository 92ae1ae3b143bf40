import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PostsModule } from '../posts/posts.module';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';
import { CommentEntity } from './entities/comment.entity';
import { CommentCooldownEntity } from './entities/comment-cooldown.entity';
import { CommentsListener } from './comments.listener';

@Module({
  imports: [TypeOrmModule.forFeature([CommentEntity, CommentCooldownEntity]), PostsModule],
  controllers: [CommentsController],
  providers: [CommentsService, CommentsRepository, CommentsListener],
})
export class CommentsModule {}
