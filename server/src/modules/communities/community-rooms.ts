import { Injectable, OnModuleInit } from '@nestjs/common';
import { communityRoom } from '../../core/realtime/events';
import { RoomDirectory, RoomSource } from '../../core/realtime/room-directory';
import { CommunitiesService } from './communities.service';
import { isUuid } from '../../core/http/uuid';

/**
 * Socket rooms of communities: a member's sockets join every community room on connect, and a
 * client's `join(communityId)` is honoured for members only (anyone else is ignored).
 */
@Injectable()
export class CommunityRooms implements RoomSource, OnModuleInit {
  constructor(
    private readonly communities: CommunitiesService,
    private readonly directory: RoomDirectory,
  ) {}

  onModuleInit(): void {
    this.directory.register(this);
  }

  async roomsOf(userId: string): Promise<string[]> {
    return (await this.communities.communityIdsOf(userId)).map(communityRoom);
  }

  async roomFor(userId: string, id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    return (await this.communities.isMember(userId, id)) ? communityRoom(id) : null;
  }
}
