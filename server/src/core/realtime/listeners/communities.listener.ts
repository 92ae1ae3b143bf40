import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../domain-events';
import { communityRoom } from '../events';
import { RealtimePublisher } from '../realtime-publisher';

/**
 * Keeps each community's room equal to its members' sockets (on every replica) and moves the
 * member counts live. Counts and the list of communities are public (every list shows them), so
 * those pushes go to everyone: explore lists and the feed's suggestions move too. Whether I am a
 * member goes to my own sockets only, so my other tabs leave or open the community as well.
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
    this.publisher.toEveryone('community_update', { communityId, membersCount });
    this.publisher.toUser(userId, 'my_membership', { communityId, member });
  }

  @OnEvent('community.deleted')
  onDeleted({ communityId }: DomainEvents['community.deleted']): void {
    this.publisher.toEveryone('community_deleted', { communityId });
    this.publisher.closeRoom(communityRoom(communityId));
  }
}
