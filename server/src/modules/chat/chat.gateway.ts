import { OnModuleDestroy, UseFilters } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayDisconnect,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { AppSocket } from '../../core/realtime/app-socket';
import type { ClientEventName } from '../../core/realtime/events';
import { InFlightWork } from '../../core/realtime/in-flight-work';
import { SocketErrorFilter, SocketPayload } from '../../core/realtime/socket-answers';
import { ChatListener } from './chat.listener';
import { TypingDto } from './dto/typing.dto';

// A tab types in one chat at a time; this bounds what a socket naming many chats can pile up.
const TYPING_CHATS_PER_SOCKET = 10;

const TYPING_STARTED = 'typing_started' satisfies ClientEventName;
const TYPING_STOPPED = 'typing_stopped' satisfies ClientEventName;

/**
 * SPEC §7 typing, from the browser: relayed to the other member once the chat listener has checked
 * the chat and the blocks. A tab closed, reloaded or cut off mid-word sends no `typing_stopped`,
 * so its disconnect says it instead.
 */
@WebSocketGateway()
@UseFilters(SocketErrorFilter)
export class ChatGateway implements OnGatewayDisconnect<AppSocket>, OnModuleDestroy {
  /**
   * Per socket, what it said `typing_started` to and not yet `typing_stopped`. Per socket, not per
   * user, as each tab types on its own; a socket lives on one replica, so this needs no sharing.
   */
  private readonly typingIn = new WeakMap<AppSocket, Map<string, TypingDto>>();
  // Sockets dropped by our own shutdown type nothing more, and the database is closing.
  private closing = false;

  constructor(
    private readonly chat: ChatListener,
    private readonly work: InFlightWork,
  ) {}

  @SubscribeMessage(TYPING_STARTED)
  typingStarted(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody(SocketPayload) dto: TypingDto,
  ): Promise<void> {
    return this.typing(socket, dto, true);
  }

  @SubscribeMessage(TYPING_STOPPED)
  typingStopped(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody(SocketPayload) dto: TypingDto,
  ): Promise<void> {
    return this.typing(socket, dto, false);
  }

  handleDisconnect(socket: AppSocket): Promise<void> {
    const typed = [...(this.typingIn.get(socket)?.values() ?? [])];
    this.typingIn.delete(socket);
    if (!socket.data.userId || this.closing) return Promise.resolve();
    return Promise.all(typed.map((to) => this.relay(socket.data.userId, to, false))).then(
      () => undefined,
    );
  }

  onModuleDestroy(): void {
    this.closing = true;
  }

  private typing(socket: AppSocket, to: TypingDto, typing: boolean): Promise<void> {
    const typingTo = this.typingIn.get(socket) ?? new Map<string, TypingDto>();
    // Keyed by both: a forged receiver for a chat must not replace the real one.
    const key = `${to.chatId} ${to.receiverId}`;
    // Deleted first so that the latest goes last and the cap drops the oldest.
    typingTo.delete(key);
    if (typing) typingTo.set(key, to);
    if (typingTo.size > TYPING_CHATS_PER_SOCKET) {
      typingTo.delete(typingTo.keys().next().value as string);
    }
    this.typingIn.set(socket, typingTo);
    return this.relay(socket.data.userId, to, typing);
  }

  private relay(userId: string, { chatId, receiverId }: TypingDto, typing: boolean) {
    return this.work
      .track(this.chat.relayTyping({ chatId, userId, receiverId, typing }))
      .catch(() => undefined);
  }
}
