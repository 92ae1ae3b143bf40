import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PostsModule } from '../posts/posts.module';
import { CommunitiesController } from './communities.controller';
import { CommunitiesGateway } from './communities.gateway';
import { CommunitiesListener } from './communities.listener';
import { CommunitiesRepository } from './communities.repository';
import { CommunitiesService } from './communities.service';
import { BannerUploadInterceptor } from './community-banner';
import { CommunityContentService } from './community-content.service';
import { CommunityRooms } from './community-rooms';
import { CommunityEntity } from './entities/community.entity';
import { CommunityMemberEntity } from './entities/community-member.entity';

/**
 * Communities and memberships: the rows, the /community endpoints, the socket rooms and pushes. A
 * community's posts are the posts module's (PostsService, below this one): who may post in a
 * community is the visibility rule's, so posts never import communities.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CommunityEntity, CommunityMemberEntity]), PostsModule],
  controllers: [CommunitiesController],
  providers: [
    CommunitiesService,
    CommunitiesRepository,
    CommunityContentService,
    BannerUploadInterceptor,
    CommunityRooms,
    CommunitiesListener,
    CommunitiesGateway,
  ],
  exports: [CommunitiesService],
})
export class CommunitiesModule {}
