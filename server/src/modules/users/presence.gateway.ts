import { UseFilters } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { AppSocket } from '../../core/realtime/app-socket';
import {
  type ClientEventName,
  PRESENCE_ROOM_PREFIX,
  presenceRoom,
} from '../../core/realtime/events';
import { SocketErrorFilter, SocketPayload } from '../../core/realtime/socket-answers';
import { WatchDto, watchRooms } from '../../core/realtime/watch-rooms';

const WATCH_PRESENCE = 'watch_presence' satisfies ClientEventName;
const PRESENCE_WATCH_LIMIT = 1000;

/**
 * The online dots on the reader's screen: the socket joins the presence rooms of the users it
 * shows and leaves those it no longer does, so a sign-in reaches who shows that user instead of
 * every socket. Who may hear a presence at all is still the presence listener's rule, applied at
 * push time (blocks, hidden status, hibernation), so watching anyone reveals nothing.
 */
@WebSocketGateway()
@UseFilters(SocketErrorFilter)
export class PresenceGateway {
  /** Acknowledged with how many users the socket watches now. */
  @SubscribeMessage(WATCH_PRESENCE)
  watch(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody(SocketPayload) dto: WatchDto,
  ): Promise<number> {
    return watchRooms(socket, dto, presenceRoom, PRESENCE_ROOM_PREFIX, PRESENCE_WATCH_LIMIT);
  }
}
