import { ApiHideProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsUUID } from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import { CAPTION_REQUIRED, PostCaption } from './post-caption';

/** SPEC §5: a community post needs a caption and an image, and says so in these words. */
export const COMMUNITY_POST_INCOMPLETE = 'Missing title or image';

/** The text fields of the multipart body; the file (`image`, `video` or `file`) is handled apart. */
export class CreatePostDto {
  @PostCaption(({ object }) =>
    (object as CreatePostDto).communityId ? COMMUNITY_POST_INCOMPLETE : CAPTION_REQUIRED,
  )
  title: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Post into this community: members only, with a caption and a PNG or JPEG image',
  })
  @IsOptionalNotNull()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsUUID('all', { message: 'Community not found' })
  communityId?: string;

  /**
   * Browsers' FormData may send an empty text part for a file input left empty; files themselves
   * never reach the DTO (PostMediaInterceptor takes them), so such text parts are ignored.
   */
  @ApiHideProperty()
  @Allow()
  image?: unknown;

  @ApiHideProperty()
  @Allow()
  video?: unknown;

  @ApiHideProperty()
  @Allow()
  file?: unknown;
}
