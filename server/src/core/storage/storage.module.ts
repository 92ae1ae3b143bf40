import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaController } from './media.controller';
import { MediaOutbox } from './media-outbox.service';
import { StorageService } from './storage.service';
import { MediaDeletionEntity } from './entities/media-deletion.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MediaDeletionEntity])],
  controllers: [MediaController],
  providers: [StorageService, MediaOutbox],
  exports: [StorageService, MediaOutbox],
})
export class StorageModule {}
