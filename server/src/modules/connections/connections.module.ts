import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionsController } from './connections.controller';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';
import { ConnectionEntity } from './entities/connection.entity';
import { ConnectionsListener } from './connections.listener';

@Module({
  imports: [TypeOrmModule.forFeature([ConnectionEntity])],
  controllers: [ConnectionsController],
  providers: [ConnectionsService, ConnectionsRepository, ConnectionsListener],
  exports: [ConnectionsService],
})
export class ConnectionsModule {}
