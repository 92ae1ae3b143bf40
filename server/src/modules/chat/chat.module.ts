import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatController } from './chat.controller';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { ChatEntity } from './entities/chat.entity';
import { MessageEntity } from './entities/message.entity';
import { ChatReadEntity } from './entities/chat-read.entity';
import { ChatGateway } from './chat.gateway';
import { ChatListener } from './chat.listener';

/** Owns chats, messages and chat_reads. The realtime chat listener reads through ChatService. */
@Module({
  imports: [TypeOrmModule.forFeature([ChatEntity, MessageEntity, ChatReadEntity])],
  controllers: [ChatController],
  providers: [ChatService, ChatRepository, ChatListener, ChatGateway],
  exports: [ChatService],
})
export class ChatModule {}
