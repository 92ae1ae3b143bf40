import { UseFilters } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { AppSocket } from '../../core/realtime/app-socket';
import type { ClientEventName } from '../../core/realtime/events';
import { InFlightWork } from '../../core/realtime/in-flight-work';
import { SocketErrorFilter, SocketPayload } from '../../core/realtime/socket-answers';
import { FollowAnnounceDto } from './dto/follow.dto';
import { FollowService } from './follow.service';

const FOLLOW = 'follow' satisfies ClientEventName;

/** SPEC §7 `follow` from the browser. */
@WebSocketGateway()
@UseFilters(SocketErrorFilter)
export class FollowGateway {
  constructor(
    private readonly follows: FollowService,
    private readonly work: InFlightWork,
  ) {}

  /**
   * Re-pushes the current follow state to both users; only as oneself (acknowledged false
   * otherwise). Answered before the push goes, which runs after it (as a domain event would).
   */
  @SubscribeMessage(FOLLOW)
  follow(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody(SocketPayload) { followerId, followingId }: FollowAnnounceDto,
  ): boolean {
    if (followerId !== socket.data.userId) return false;
    void this.work.track(this.follows.announce(followerId, followingId)).catch(() => undefined);
    return true;
  }
}
