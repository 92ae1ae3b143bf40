import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommunitiesService } from './communities.service';
import { CommunityRooms } from './community-rooms';
import { CommunityEntity } from './entities/community.entity';
import { CommunityMemberEntity } from './entities/community-member.entity';
import { CommunitiesGateway } from './communities.gateway';
import { CommunitiesListener } from './communities.listener';

/**
 * Communities and memberships: the rows, the membership rule posts use, and the socket rooms.
 * Posts import it; the HTTP endpoints, which need posts as well, live in CommunitiesApiModule so
 * the two modules never import each other.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CommunityEntity, CommunityMemberEntity])],
  providers: [CommunitiesService, CommunityRooms, CommunitiesListener, CommunitiesGateway],
  exports: [CommunitiesService],
})
export class CommunitiesModule {}
