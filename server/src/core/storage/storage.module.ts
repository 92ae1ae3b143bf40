import { Global, Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaOutbox } from './media-outbox.service';
import { MediaSigning } from './media-signing';
import { MediaUrlsController } from './media-urls.controller';
import { StorageService } from './storage.service';

@Global()
@Module({
  controllers: [MediaController, MediaUrlsController],
  providers: [StorageService, MediaOutbox, MediaSigning],
  exports: [StorageService, MediaOutbox],
})
export class StorageModule {}
