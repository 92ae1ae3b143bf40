import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
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
      'Without chatId the pair’s one chat is started (the sender must follow the receiver: 403) or reused. The receiver’s allowMessages and blocking apply (403 MESSAGING_NOT_ALLOWED). A chatId the sender is not in: 404.',
  })
  @ApiTooManyRequestsResponse({
    description: 'WRITE_LIMIT_MESSAGES per sender; Retry-After header',
  })
  async send(@CurrentUser() me: AuthUser, @Body() dto: SendMessageDto): Promise<SendMessageAnswer> {
    const message = await this.chats.send(me.userId, dto);
    return { success: true, message, data: message };
  }

  @Get('chats')
  @ApiOperation({ summary: 'My chats, newest activity first (limit, cursor; see nextCursor)' })
  async list(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<ChatsAnswer> {
    const page = await this.chats.chats(me.userId, query);
    return { success: true, chats: page.items, nextCursor: page.nextCursor };
  }

  @Get('chats/:chatId')
  @ApiOperation({ summary: 'One of my chats as the list shows it (a chat opened by its link)' })
  @ApiNotFoundResponse({ description: 'Not a member of the chat' })
  async chat(
    @CurrentUser() me: AuthUser,
    @IdParam('chatId', { invalid: 'chatId must be a valid chat id' }) chatId: string,
  ): Promise<Envelope<ChatSummary>> {
    return ok(await this.chats.chat(me.userId, chatId));
  }

  @Get('with/:userId')
  @ApiOperation({ summary: 'My chat with that user, or null before its first message' })
  async chatWith(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { invalid: 'userId must be a valid user id' }) userId: string,
  ): Promise<Envelope<ChatSummary | null>> {
    return ok(await this.chats.chatWith(me.userId, userId));
  }

  @Get('chat/:chatId')
  @ApiOperation({
    summary: 'History: page 1 holds the newest `limit` (20, at most 50), oldest first',
  })
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
  @ApiOperation({ summary: 'Mark the chat read up to now; answers the unread total after it' })
  async read(
    @CurrentUser() me: AuthUser,
    @IdParam('chatId', { invalid: 'chatId must be a valid chat id' }) chatId: string,
  ): Promise<Envelope<UnreadCount>> {
    return ok({ unreadCount: await this.chats.markRead(me.userId, chatId) });
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'Messages to me not read yet, over all my chats (the badge)' })
  async unread(@CurrentUser() me: AuthUser): Promise<Envelope<UnreadCount>> {
    return ok({ unreadCount: await this.chats.unreadTotal(me.userId) });
  }
}
