import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RealtimeModule } from '../../core/realtime/realtime.module';
import { CommunitiesService } from './communities.service';
import { CommunityRooms } from './community-rooms';
import { CommunityEntity } from './entities/community.entity';
import { CommunityMemberEntity } from './entities/community-member.entity';

/**
 * Communities and memberships: the rows, the membership rule posts use, and the socket rooms.
 * Posts import it; the HTTP endpoints, which need posts as well, live in CommunitiesApiModule so
 * the two modules never import each other.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CommunityEntity, CommunityMemberEntity]), RealtimeModule],
  providers: [CommunitiesService, CommunityRooms],
  exports: [CommunitiesService],
})
export class CommunitiesModule {}
