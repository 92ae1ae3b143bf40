import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, IsUUID, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import { MaxChars } from '../../../core/http/max-chars';
import { INVALID_CURSOR } from '../../../core/http/pagination';
import type { Liker, PostCounts, RepostAnswer, SaveAnswer } from '../../../contracts/posts';

/** The post a like, save or repost is about. */
export class EngagedPostDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'postId must be a valid post id' })
  postId: string;
}

export class LikeByPostAndUserDto extends EngagedPostDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId: string;
}

export class LikesByPostDto extends EngagedPostDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @MaxChars(200, { message: INVALID_CURSOR })
  @IsString({ message: INVALID_CURSOR })
  cursor?: string;
}

export class LikerDto implements Liker {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() userName: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ type: String, nullable: true, description: 'Avatar URL' }) image: string | null;
}

/** A post's counters as one change left them (like, unlike, a deleted comment). */
export class PostCountsDto implements PostCounts {
  @ApiProperty() numOfLikes: number;
  @ApiProperty() numOfComments: number;
  @ApiProperty() savedCount: number;
  @ApiProperty() numOfReposts: number;
  @ApiProperty({
    description:
      'Grows by one with every change of the four counts: of two answers about this post, the higher is the newer',
  })
  countsVersion: number;
}

export class SaveAnswerDto extends PostCountsDto implements SaveAnswer {
  @ApiProperty({ description: 'The post is now among the caller’s saved posts' }) saved: boolean;
}

export class RepostAnswerDto extends PostCountsDto implements RepostAnswer {
  @ApiProperty({ description: 'The caller now reposts the post' }) reposted: boolean;
}
