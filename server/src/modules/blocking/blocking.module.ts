import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionsModule } from '../connections/connections.module';
import { FollowModule } from '../follow/follow.module';
import { BlockingController } from './blocking.controller';
import { BlockingRepository } from './blocking.repository';
import { BlockingService } from './blocking.service';
import { BlockEntity } from './entities/block.entity';
import { BlockingListener } from './blocking.listener';
import { UsersModule } from '../users/users.module';

/** Blocks: made and undone here; what they hide is the visibility rule's business. */
@Module({
  imports: [TypeOrmModule.forFeature([BlockEntity]), FollowModule, ConnectionsModule, UsersModule],
  controllers: [BlockingController],
  providers: [BlockingService, BlockingRepository, BlockingListener],
  exports: [BlockingService],
})
export class BlockingModule {}
