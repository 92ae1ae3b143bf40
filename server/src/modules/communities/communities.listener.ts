import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { communityRoom, communityViewRoom } from '../../core/realtime/events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';

/**
 * Keeps each community's room equal to its members' sockets (on every replica) and moves the
 * member counts live on the screens that show them: its members' sockets and those looking at
 * the community (a card or its page on screen, `watch_communities`), never every socket. Whether
 * I am a member goes to my own sockets only, so my other tabs leave or open the community too.
 */
@Injectable()
export class CommunitiesListener {
  constructor(private readonly publisher: RealtimePublisher) {}

  @OnEvent('community.membership.changed')
  onMembershipChanged({
    communityId,
    userId,
    member,
    membersCount,
  }: DomainEvents['community.membership.changed']): void {
    const room = communityRoom(communityId);
    if (member) this.publisher.joinRoom(userId, room);
    else this.publisher.leaveRoom(userId, room);
    this.publisher.toRooms([room, communityViewRoom(communityId)], 'community_update', {
      communityId,
      membersCount,
    });
    this.publisher.toUser(userId, 'my_membership', { communityId, member });
  }

  @OnEvent('community.deleted')
  onDeleted({ communityId }: DomainEvents['community.deleted']): void {
    const rooms = [communityRoom(communityId), communityViewRoom(communityId)];
    this.publisher.toRooms(rooms, 'community_deleted', { communityId });
    for (const room of rooms) this.publisher.closeRoom(room);
  }
}
