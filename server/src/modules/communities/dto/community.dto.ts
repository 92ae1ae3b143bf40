import { ApiProperty } from '@nestjs/swagger';
import type {
  Community,
  CommunityMembersCountAnswer,
  CommunityMembership,
  CommunityOwner,
  DiscoverPost,
} from '../../../contracts/communities';
import { PostDto } from '../../posts/dto/post.dto';

export class CommunityOwnerDto implements CommunityOwner {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() userName: string;
  @ApiProperty() fullName: string;
}

export class CommunityDto implements Community {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ nullable: true, type: String, description: 'Card-sized WebP of the banner' })
  bannerImage: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The banner as uploaded' })
  bannerImageOriginal: string | null;
  @ApiProperty({ type: CommunityOwnerDto, nullable: true }) owner: CommunityOwnerDto | null;
  @ApiProperty() membersCount: number;
  @ApiProperty() isMember: boolean;
  @ApiProperty() isOwner: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class CommunityMembershipDto implements CommunityMembership {
  @ApiProperty({ format: 'uuid' }) communityId: string;
  @ApiProperty() isMember: boolean;
  @ApiProperty() membersCount: number;
}

export class CommunityMembersCountDto implements CommunityMembersCountAnswer {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty() membersCount: number;
}

class DiscoverCommunityDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
}

export class DiscoverPostDto extends PostDto implements DiscoverPost {
  @ApiProperty({ type: DiscoverCommunityDto }) community: DiscoverCommunityDto;
}
