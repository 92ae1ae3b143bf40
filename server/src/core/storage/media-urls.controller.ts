import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../http/api-envelope';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString } from 'class-validator';
import type { MediaUrls, MediaUrlsBody } from '../../contracts/media';
import { AuthUser, CurrentUser } from '../http/current-user.decorator';
import { Envelope, ok } from '../http/envelope';
import { MaxChars } from '../http/max-chars';
import { NoStore } from '../http/no-store';
import { MediaAccess } from './media-access';
import { mediaUrl } from './media-url';

/** At most this many keys a request (a screen's worth of pictures). */
const MEDIA_URLS_MAX_KEYS = 100;

export class MediaUrlsDto implements MediaUrlsBody {
  @ApiProperty({
    type: [String],
    maxItems: MEDIA_URLS_MAX_KEYS,
    example: [
      'posts/6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11/0b8f2a52-2f43-4a63-9d3e-0c2b1a9d8e11.png',
    ],
  })
  @IsArray({ message: 'keys must be a list of media keys' })
  @ArrayMinSize(1, { message: 'keys must not be empty' })
  @ArrayMaxSize(MEDIA_URLS_MAX_KEYS, { message: `At most ${MEDIA_URLS_MAX_KEYS} keys` })
  @MaxChars(200, { each: true, message: 'Invalid media key' })
  @IsString({ each: true, message: 'Invalid media key' })
  keys: string[];
}

/**
 * Fresh URLs for media a screen shows: signed URLs live at most 15 minutes, so a tab left open
 * asks here again for the pictures whose URL expired (the visibility rule is asked anew: a post
 * that turned private since gets none).
 */
@ApiTags('media')
@ApiBearerAuth()
@Controller('media')
export class MediaUrlsController {
  constructor(private readonly access: MediaAccess) {}

  @Post('urls')
  @HttpCode(200)
  @NoStore()
  @ApiOperation({
    summary: 'Fresh URLs for media keys',
    description:
      'Signed-in users. For each key (the path after `/media/`, 1 to 100 of them) that the caller may ' +
      'see now, a working URL: bare for what everyone may see, signed for the caller otherwise. Keys ' +
      'the caller may not see, or that name nothing, are left out of `data` (never an error).',
  })
  @ApiEnvelope(
    { type: 'object', additionalProperties: { type: 'string' } },
    { description: '`data` maps each visible key to its URL' },
  )
  async urls(@CurrentUser() me: AuthUser, @Body() dto: MediaUrlsDto): Promise<Envelope<MediaUrls>> {
    const reach = await this.access.mediaReach(me.userId, dto.keys);
    const urls: MediaUrls = {};
    for (const [key, isPublic] of reach) {
      urls[key] = mediaUrl(key, { public: isPublic, viewer: me.userId }) as string;
    }
    return ok(urls);
  }
}
