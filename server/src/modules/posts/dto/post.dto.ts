import { ApiProperty } from '@nestjs/swagger';

export class PostAuthorDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() fullName: string;
  @ApiProperty() userName: string;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Avatar URL' }) image: string | null;
}

/** A post as every list and card shows it. */
export class PostDto {
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
  @ApiProperty({ nullable: true, type: String }) postVideo: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: PostAuthorDto }) createdBy: PostAuthorDto;
  @ApiProperty() numOfLikes: number;
  @ApiProperty() numOfComments: number;
  @ApiProperty() savedCount: number;
  @ApiProperty() numOfReposts: number;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) communityId: string | null;
  @ApiProperty({ description: 'The caller liked it (false for anonymous callers)' })
  isLiked: boolean;
  @ApiProperty() isSaved: boolean;
  @ApiProperty() isReposted: boolean;
}
