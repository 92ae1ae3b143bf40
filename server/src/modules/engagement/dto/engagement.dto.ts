import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, IsUUID, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import { MaxChars } from '../../../core/http/max-chars';
import { INVALID_CURSOR } from '../../../core/http/pagination';

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

export interface LikerDto {
  _id: string;
  userName: string;
  fullName: string;
  image: string | null;
}
