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
  COMMUNITY_VIEW_ROOM_PREFIX,
  communityViewRoom,
} from '../../core/realtime/events';
import { SocketErrorFilter, SocketPayload } from '../../core/realtime/socket-answers';
import { WatchDto, watchRooms } from '../../core/realtime/watch-rooms';

const WATCH_COMMUNITIES = 'watch_communities' satisfies ClientEventName;
const COMMUNITY_WATCH_LIMIT = 500;

/**
 * The communities on the reader's screen (cards, a community's page): their member counts and
 * deletions reach the sockets that watch them and their members, instead of every socket.
 * Counts and the list of communities are public, so anyone may watch any community.
 */
@WebSocketGateway()
@UseFilters(SocketErrorFilter)
export class CommunitiesGateway {
  /** Acknowledged with how many communities the socket watches now. */
  @SubscribeMessage(WATCH_COMMUNITIES)
  watch(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody(SocketPayload) dto: WatchDto,
  ): Promise<number> {
    return watchRooms(
      socket,
      dto,
      communityViewRoom,
      COMMUNITY_VIEW_ROOM_PREFIX,
      COMMUNITY_WATCH_LIMIT,
    );
  }
}
