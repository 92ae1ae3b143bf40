import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { PageQueryDto } from '../../core/http/pagination';
import type {
  ChatHistoryAnswer,
  ChatSummary,
  ChatsAnswer,
  SendMessageAnswer,
  UnreadCount,
} from '../../contracts/chat';
import { WriteLimit } from '../../core/http/write-limit';
import { ApiAnswer, ApiEnvelope } from '../../core/http/api-envelope';
import {
  ChatHistoryAnswerDto,
  ChatsAnswerDto,
  ChatSummaryDto,
  ChatUnreadCountDto,
  SendMessageAnswerDto,
} from './dto/chat.responses';
import { ChatService } from './chat.service';
import { HistoryQueryDto } from './dto/chat-query.dto';
import { SendMessageDto } from './dto/send-message.dto';
import { IdParam } from '../../core/http/id-param';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class ChatController {
  constructor(private readonly chats: ChatService) {}

  @Post('send')
  @WriteLimit('messages', (c) => c.WRITE_LIMIT_MESSAGES, 'You are sending messages too fast')
  @ApiOperation({
    summary: 'Send a message',
    description:
      'Signed-in users. Content is 1–2000 characters. Without chatId the pair’s one chat is reused, ' +
      'or started when the sender follows the receiver (403 otherwise). The receiver’s ' +
      'allowMessages applies (403 MESSAGING_NOT_ALLOWED); a receiver who does not exist or is hidden ' +
      'from the sender (blocked either way, hibernated) is 404. A chatId the sender is not in: 404; ' +
      'a receiverId that is not the chat’s other member: 400. Answers 201 with the message under ' +
      'both `message` (SPEC §7) and `data`; both members’ sockets hear receive_message.',
  })
  @ApiAnswer(SendMessageAnswerDto, { status: 201, description: 'The message as stored' })
  @ApiForbiddenResponse({
    description: 'MESSAGING_NOT_ALLOWED, or You can only start a chat with people you follow',
  })
  @ApiNotFoundResponse({ description: 'Chat not found, or User not found' })
  @ApiConflictResponse({ description: 'Please try again. (the pair’s chat was started meanwhile)' })
  @ApiTooManyRequestsResponse({
    description: 'WRITE_LIMIT_MESSAGES per sender; Retry-After header',
  })
  async send(@CurrentUser() me: AuthUser, @Body() dto: SendMessageDto): Promise<SendMessageAnswer> {
    const message = await this.chats.send(me.userId, dto);
    return { success: true, message, data: message };
  }

  @Get('chats')
  @ApiOperation({
    summary: 'My chats',
    description:
      'Signed-in users, their own chats, newest activity first, in keyset pages (limit, cursor; ' +
      'see nextCursor). The list is under `chats`, as SPEC §7 reads it. Chats with a user hidden ' +
      'from the caller are left out.',
  })
  @ApiAnswer(ChatsAnswerDto)
  async list(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<ChatsAnswer> {
    const page = await this.chats.chats(me.userId, query);
    return { success: true, chats: page.items, nextCursor: page.nextCursor };
  }

  @Get('chats/:chatId')
  @ApiOperation({
    summary: 'One of my chats',
    description:
      'Signed-in members of the chat. The chat as the list shows it (a chat opened by its link). ' +
      '404 when the caller is not in it or the other member is hidden from them.',
  })
  @ApiEnvelope(ChatSummaryDto)
  @ApiNotFoundResponse({ description: 'Not a member of the chat' })
  async chat(
    @CurrentUser() me: AuthUser,
    @IdParam('chatId', { invalid: 'chatId must be a valid chat id' }) chatId: string,
  ): Promise<Envelope<ChatSummary>> {
    return ok(await this.chats.chat(me.userId, chatId));
  }

  @Get('with/:userId')
  @ApiOperation({
    summary: 'My chat with a user',
    description:
      'Signed-in users. The caller’s chat with `userId`; `data` is null before its first message, ' +
      'or when the user is hidden from the caller.',
  })
  @ApiEnvelope(ChatSummaryDto, { nullable: true })
  async chatWith(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { invalid: 'userId must be a valid user id' }) userId: string,
  ): Promise<Envelope<ChatSummary | null>> {
    return ok(await this.chats.chatWith(me.userId, userId));
  }

  @Get('chat/:chatId')
  @ApiOperation({
    summary: 'A chat’s messages',
    description:
      'Signed-in members of the chat. Page 1 holds the newest `limit` messages (20, at most 50), ' +
      'each page oldest first; `totalPages` and `currentPage` at the top level, as SPEC §7 reads ' +
      'them. 404 when the caller is not in the chat or the other member is hidden from them.',
  })
  @ApiAnswer(ChatHistoryAnswerDto)
  @ApiNotFoundResponse({ description: 'Not a member of the chat' })
  async history(
    @CurrentUser() me: AuthUser,
    @IdParam('chatId', { invalid: 'chatId must be a valid chat id' }) chatId: string,
    @Query() query: HistoryQueryDto,
  ): Promise<ChatHistoryAnswer> {
    return { success: true, ...(await this.chats.history(me.userId, chatId, query)) };
  }

  @Post('chat/:chatId/read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark a chat read',
    description:
      'Signed-in members of the chat. Marks it read up to now and answers the caller’s unread ' +
      'total after it; the caller’s other tabs hear chat_read. 404 when the caller is not in the ' +
      'chat or the other member is hidden from them.',
  })
  @ApiEnvelope(ChatUnreadCountDto)
  @ApiNotFoundResponse({ description: 'Chat not found' })
  async read(
    @CurrentUser() me: AuthUser,
    @IdParam('chatId', { invalid: 'chatId must be a valid chat id' }) chatId: string,
  ): Promise<Envelope<UnreadCount>> {
    return ok({ unreadCount: await this.chats.markRead(me.userId, chatId) });
  }

  @Get('unread-count')
  @ApiOperation({
    summary: 'My unread message count',
    description:
      'Signed-in users. Messages to the caller not read yet, over the chats they may see (the badge).',
  })
  @ApiEnvelope(ChatUnreadCountDto)
  async unread(@CurrentUser() me: AuthUser): Promise<Envelope<UnreadCount>> {
    return ok({ unreadCount: await this.chats.unreadTotal(me.userId) });
  }
}
