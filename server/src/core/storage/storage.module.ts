import { Global, Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaOutbox } from './media-outbox.service';
import { StorageService } from './storage.service';

@Global()
@Module({
  controllers: [MediaController],
  providers: [StorageService, MediaOutbox],
  exports: [StorageService, MediaOutbox],
})
export class StorageModule {}
