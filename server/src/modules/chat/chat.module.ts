import { Module } from '@nestjs/common';
import { FollowModule } from '../follow/follow.module';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';

/** Owns chats, messages and chat_reads. The realtime chat listener reads through ChatService. */
@Module({
  imports: [FollowModule],
  controllers: [ChatController],
  providers: [ChatService],
  exports: [ChatService],
})
export class ChatModule {}
