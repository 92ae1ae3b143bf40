import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { FollowController } from './follow.controller';
import { FollowRepository } from './follow.repository';
import { FollowService } from './follow.service';
import { FollowEntity } from './entities/follow.entity';
import { FollowGateway } from './follow.gateway';
import { FollowListener } from './follow.listener';

@Module({
  imports: [TypeOrmModule.forFeature([FollowEntity]), UsersModule],
  controllers: [FollowController],
  providers: [FollowService, FollowRepository, FollowListener, FollowGateway],
  exports: [FollowService],
})
export class FollowModule {}
