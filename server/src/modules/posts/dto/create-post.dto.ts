import { ApiHideProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsOptional, IsUUID } from 'class-validator';
import { PostCaption } from './post-caption';

/** The text fields of the multipart body; the file (`image`, `video` or `file`) is handled apart. */
export class CreatePostDto {
  @PostCaption()
  title: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Post into this community (members only)' })
  @IsOptional()
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
