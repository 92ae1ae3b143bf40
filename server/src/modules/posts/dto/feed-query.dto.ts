import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import type { PostMediaFilter } from '../../../contracts/posts';
import { PageQueryDto } from './page-query.dto';

const MEDIA_FILTERS: PostMediaFilter[] = ['image', 'video'];

/** The feed's page, optionally only the posts with a video (reels) or an image. */
export class FeedQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: MEDIA_FILTERS, description: 'Only posts with this kind of media' })
  @IsOptionalNotNull()
  @IsIn(MEDIA_FILTERS, { message: 'media must be image or video' })
  media?: PostMediaFilter;
}
