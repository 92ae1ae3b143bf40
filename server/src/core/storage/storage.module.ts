import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaController } from './media.controller';
import { MediaOutbox } from './media-outbox.service';
import { MediaSigning } from './media-signing';
import { MediaUrlsController } from './media-urls.controller';
import { StorageService } from './storage.service';
import { MediaDeletionEntity } from './entities/media-deletion.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MediaDeletionEntity])],
  controllers: [MediaController, MediaUrlsController],
  providers: [StorageService, MediaOutbox, MediaSigning],
  exports: [StorageService, MediaOutbox],
})
export class StorageModule {}
