import { ApiProperty } from '@nestjs/swagger';
import type { Post, PostAuthor } from '../../../contracts/posts';

export class PostAuthorDto implements PostAuthor {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() fullName: string;
  @ApiProperty() userName: string;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Avatar URL' }) image: string | null;
}

/** A post as every list and card shows it. */
export class PostDto implements Post {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Feed-sized image (at most 1080 px wide)',
  })
  postImage: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The image as uploaded' })
  postImageOriginal: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Width of postImage in pixels' })
  imageWidth: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Height of postImage in pixels' })
  imageHeight: number | null;
  @ApiProperty({ nullable: true, type: String }) postVideo: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: PostAuthorDto }) createdBy: PostAuthorDto;
  @ApiProperty() numOfLikes: number;
  @ApiProperty() numOfComments: number;
  @ApiProperty() savedCount: number;
  @ApiProperty() numOfReposts: number;
  @ApiProperty({
    description:
      'Grows by one with every change of the four counts: of two answers about this post, the higher is the newer',
  })
  countsVersion: number;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) communityId: string | null;
  @ApiProperty({ description: 'The caller liked it (false for anonymous callers)' })
  isLiked: boolean;
  @ApiProperty() isSaved: boolean;
  @ApiProperty() isReposted: boolean;
  @ApiProperty({ description: 'The caller follows the author (false for anonymous callers)' })
  isFollowingAuthor: boolean;
  @ApiProperty({
    description:
      'The caller may comment, as the author’s allowComments says (false for anonymous callers)',
  })
  canComment: boolean;
}
