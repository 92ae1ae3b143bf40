import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionsController } from './connections.controller';
import { ConnectionsService } from './connections.service';
import { ConnectionEntity } from './entities/connection.entity';
import { ConnectionsListener } from './connections.listener';

@Module({
  imports: [TypeOrmModule.forFeature([ConnectionEntity])],
  controllers: [ConnectionsController],
  providers: [ConnectionsService, ConnectionsListener],
  exports: [ConnectionsService],
})
export class ConnectionsModule {}
