import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EngagementController } from './engagement.controller';
import { EngagementRepository } from './engagement.repository';
import { EngagementService } from './engagement.service';
import { PostLikeEntity } from './entities/post-like.entity';
import { PostSaveEntity } from './entities/post-save.entity';
import { PostRepostEntity } from './entities/post-repost.entity';
import { EngagementListener } from './engagement.listener';

@Module({
  imports: [TypeOrmModule.forFeature([PostLikeEntity, PostSaveEntity, PostRepostEntity])],
  controllers: [EngagementController],
  providers: [EngagementService, EngagementRepository, EngagementListener],
  exports: [EngagementService],
})
export class EngagementModule {}
