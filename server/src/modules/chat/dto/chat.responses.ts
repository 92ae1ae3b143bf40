import { ApiProperty } from '@nestjs/swagger';
import type {
  ChatHistoryAnswer,
  ChatLastMessage,
  ChatMessage,
  ChatsAnswer,
  ChatSummary,
  ChatUser,
  SendMessageAnswer,
  UnreadCount,
} from '../../../contracts/chat';

export class ChatMessageDto implements ChatMessage {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) chatId: string;
  @ApiProperty({ format: 'uuid' }) senderId: string;
  @ApiProperty({ format: 'uuid' }) receiverId: string;
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** A member of a chat as the other member sees them. */
export class ChatUserDto implements ChatUser {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() userName: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ type: String, nullable: true, description: 'Avatar URL' }) image: string | null;
  @ApiProperty({ description: 'Online now, as their privacy allows' }) isActive: boolean;
}

export class ChatLastMessageDto implements ChatLastMessage {
  @ApiProperty() content: string;
  @ApiProperty({ format: 'uuid' }) senderId: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** A chat in the list, as one of its two members sees it. */
export class ChatSummaryDto implements ChatSummary {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: [ChatUserDto], minItems: 2, maxItems: 2, description: 'Both members' })
  users: [ChatUserDto, ChatUserDto];
  @ApiProperty({
    type: ChatLastMessageDto,
    nullable: true,
    description: 'Null only for a chat whose first message is still being written',
  })
  lastMessage: ChatLastMessageDto | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ description: 'Messages to the caller since they last read the chat' })
  unreadCount: number;
}

/** `POST /messages/send`: SPEC §7 reads `message`; `data` is the same message. */
export class SendMessageAnswerDto implements SendMessageAnswer {
  @ApiProperty({ enum: [true], example: true }) success: true;
  @ApiProperty({ type: ChatMessageDto }) message: ChatMessageDto;
  @ApiProperty({ type: ChatMessageDto }) data: ChatMessageDto;
}

/** `GET /messages/chats`: the list under `chats`, as SPEC §7 reads it. */
export class ChatsAnswerDto implements ChatsAnswer {
  @ApiProperty({ enum: [true], example: true }) success: true;
  @ApiProperty({ type: [ChatSummaryDto] }) chats: ChatSummaryDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The `cursor` of the next page; null on the last page',
  })
  nextCursor: string | null;
}

/** `GET /messages/chat/{chatId}`: page 1 holds the newest; each page oldest first. */
export class ChatHistoryAnswerDto implements ChatHistoryAnswer {
  @ApiProperty({ enum: [true], example: true }) success: true;
  @ApiProperty({ type: [ChatMessageDto] }) messages: ChatMessageDto[];
  @ApiProperty() totalPages: number;
  @ApiProperty() currentPage: number;
}

export class ChatUnreadCountDto implements UnreadCount {
  @ApiProperty() unreadCount: number;
}
