import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ChatService, deliveryKey } from './chat.service';
import { TickBatch } from '../../core/database/tick-batch';
import { VisibilityService } from '../visibility';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';

/** The message as its push carries it. */
function messageOf(event: DomainEvents['message.sent']) {
  return {
    _id: event.messageId,
    chatId: event.chatId,
    senderId: event.senderId,
    receiverId: event.receiverId,
    content: event.content,
    createdAt: event.createdAt,
  };
}

/** A socket said its user started (`typing: true`) or stopped typing in `chatId` to `receiverId`. */
export interface TypingSignal {
  chatId: string;
  userId: string;
  receiverId: string;
  typing: boolean;
}

/**
 * Chat pushes go to the two members' user rooms only. A message reaches both (the sender's other
 * tabs stay in step), each with the chat as that member sees it and their unread total. Typing
 * goes to the other member only, and only when the chat is really the sender's chat with them
 * and neither has blocked the other: forged events reach no one.
 */
@Injectable()
export class ChatListener {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly chats: ChatService,
    private readonly visibility: VisibilityService,
  ) {}

  /**
   * The messages sent meanwhile are pushed together: one statement reads the views of all their
   * members (a busy server reads fewer, bigger batches). Two messages of one chat in a batch
   * each carry the chat as it is after both.
   */
  private readonly deliveries = new TickBatch<DomainEvents['message.sent'], void>((events) =>
    this.deliver(events),
  );

  @OnEvent('message.sent', { async: true, promisify: true, suppressErrors: true })
  onMessageSent(event: DomainEvents['message.sent']): Promise<void> {
    if (!event.views) return this.deliveries.add(event);
    for (const [userId, view] of Object.entries(event.views)) {
      this.publisher.toUser(userId, 'receive_message', { ...messageOf(event), ...view });
    }
    return Promise.resolve();
  }

  private async deliver(events: DomainEvents['message.sent'][]): Promise<void[]> {
    const pairs = new Map<string, { chatId: string; viewerId: string }>();
    for (const { chatId, senderId, receiverId } of events) {
      for (const viewerId of [senderId, receiverId]) {
        pairs.set(deliveryKey(chatId, viewerId), { chatId, viewerId });
      }
    }
    const views = await this.chats.deliveryViews([...pairs.values()]);
    for (const event of events) {
      const message = messageOf(event);
      for (const userId of [event.senderId, event.receiverId]) {
        const view = views.get(deliveryKey(event.chatId, userId));
        if (view) this.publisher.toUser(userId, 'receive_message', { ...message, ...view });
      }
    }
    return events.map(() => undefined);
  }

  @OnEvent('chat.read', { async: true, promisify: true, suppressErrors: true })
  async onRead({ chatId, userId }: DomainEvents['chat.read']): Promise<void> {
    const unreadTotal = await this.chats.unreadTotal(userId);
    this.publisher.toUser(userId, 'chat_read', { chatId, unreadTotal });
  }

  /** Relays a socket's typing signal (ChatGateway); unchecked until here. */
  async relayTyping({ chatId, userId, receiverId, typing }: TypingSignal): Promise<void> {
    if (!(await this.chats.isChatOf(chatId, userId, receiverId))) return;
    // Neither hidden from the other: a block either way, or a hibernated member.
    if (!(await this.visibility.seeEachOther(userId, receiverId))) return;
    this.publisher.toUser(receiverId, typing ? 'user_typing' : 'user_stopped_typing', {
      chatId,
      userId,
    });
  }
}
