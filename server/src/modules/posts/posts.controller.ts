import { Body, Controller, Get, HttpCode, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { Public } from '../../core/http/public.decorator';
import { CreatePostDto } from './dto/create-post.dto';
import { EditPostDto } from './dto/edit-post.dto';
import { FeedQueryDto } from './dto/feed-query.dto';
import { PageQueryDto } from './dto/page-query.dto';
import { PostDto } from './dto/post.dto';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { PostIdDto } from './dto/post-id.dto';
import { UserPostsQueryDto } from './dto/user-posts-query.dto';
import { pageSize, type Page } from '../../core/http/pagination';
import { FeedCache } from './feed-cache';
import { UploadedMedia, type StoredMedia } from '../../core/storage/media-upload';
import { PostMediaInterceptor } from './media/post-media';
import { PostsService } from './posts.service';
import { WriteLimit } from '../../core/http/write-limit';
import { writeJson } from '../../core/http/write-json';
import { IdParam } from '../../core/http/id-param';

export interface PageEnvelope<T> {
  success: true;
  data: T[];
  nextCursor: string | null;
}

export function pageOf<T>(page: Page<T>): PageEnvelope<T> {
  return { success: true, data: page.items, nextCursor: page.nextCursor };
}

@ApiTags('posts')
@ApiBearerAuth()
@Controller()
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly cache: FeedCache,
  ) {}

  @WriteLimit('posts', (c) => c.WRITE_LIMIT_POSTS)
  @Post('createPost')
  @UseInterceptors(PostMediaInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', maxLength: 600 },
        communityId: { type: 'string', format: 'uuid' },
        image: { type: 'string', format: 'binary', description: 'png or jpeg' },
        video: { type: 'string', format: 'binary', description: 'mp4, webm, ogg, avi or mov' },
        file: { type: 'string', format: 'binary', description: 'either of the above' },
      },
    },
  })
  @ApiOperation({
    summary: 'Create a post',
    description:
      'Signed-in users. A caption (1–600 characters) and at most one image or video (multipart). ' +
      'With `communityId`: an image is required (400 Missing title or image; a video is 415), the ' +
      'community must exist (404) and the caller must be a member (403). Answers 201 with the post as ' +
      'cards show it. 413 for media above its size limit, 415 for bytes that are not an image or a ' +
      'video, 429 past the per-user post budget.',
  })
  @ApiEnvelope(PostDto, { status: 201, description: 'Posted' })
  @ApiForbiddenResponse({ description: 'You must join this community to post.' })
  @ApiNotFoundResponse({ description: 'Community not found' })
  @ApiPayloadTooLargeResponse({ description: 'Image or video above its size limit' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The bytes are not an image or a video' })
  async create(
    @CurrentUser() me: AuthUser,
    @Body() dto: CreatePostDto,
    @UploadedMedia() media: StoredMedia | null,
  ): Promise<Envelope<PostDto>> {
    const { title, communityId } = dto;
    return ok(await this.posts.create(me.userId, { title, communityId }, media), 'Posted');
  }

  /**
   * Answers `{ success, data: PostDto[], nextCursor }`. Anonymous pages come from FeedCache (the
   * same JSON for every anonymous reader); a signed-in reader's page is read for them. The body is
   * serialised here, once, and written as is.
   */
  @Public()
  @Get('getAllPost')
  @ApiOperation({
    summary: 'The home feed',
    description:
      'Anyone; a token is used when there is one. Posts newest first, as the caller may see them ' +
      '(everyone’s visible posts plus those of the caller’s communities), in keyset pages (`limit`, ' +
      '`cursor`). `media=video` keeps the video posts (reels), `media=image` the image posts. ' +
      'Anonymous pages are shared and cached briefly; the caller’s flags (isLiked and the like) are ' +
      'false for them.',
  })
  @ApiEnvelope(PostDto, { page: true })
  async feed(
    @CurrentUser() me: AuthUser | undefined,
    @Query() query: FeedQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    const { media, ...page } = query;
    const read = async () =>
      JSON.stringify(pageOf(await this.posts.feed(me?.userId ?? null, page, media)));
    const body =
      me || !this.cache.enabled
        ? await read()
        : await this.cache.page(
            `${media ?? ''}|${pageSize(page.limit)}|${page.cursor ?? ''}`,
            read,
          );
    writeJson(res, body);
  }

  /** One post as the caller may see it (404 when missing or hidden): links and notifications. */
  @Public()
  @Get('getPost/:postId')
  @ApiOperation({
    summary: 'One post',
    description:
      'Anyone; a token is used when there is one. The post as a card shows it (links and ' +
      'notifications open it). 404 when it does not exist or the caller may not see it.',
  })
  @ApiEnvelope(PostDto)
  @ApiNotFoundResponse({ description: 'Post not found' })
  async one(
    @CurrentUser() me: AuthUser | undefined,
    @IdParam('postId', { invalid: 'postId must be a valid post id' }) postId: string,
  ): Promise<Envelope<PostDto>> {
    return ok(await this.posts.getById(me?.userId ?? null, postId));
  }

  @Get('getUserPosts')
  @ApiOperation({
    summary: 'A user’s posts',
    description:
      'Signed-in users. The posts on a profile (`userId`, the caller by default), newest first, in ' +
      'keyset pages; community posts only to the community’s members. 404 when the user is hidden ' +
      'from the caller; an empty page when their profile visibility leaves the caller out.',
  })
  @ApiEnvelope(PostDto, { page: true })
  @ApiNotFoundResponse({ description: 'User not found' })
  async userPosts(
    @CurrentUser() me: AuthUser,
    @Query() query: UserPostsQueryDto,
  ): Promise<PageEnvelope<PostDto>> {
    const { userId, ...page } = query;
    return pageOf(await this.posts.listOnProfile(me.userId, userId ?? me.userId, page));
  }

  @Get('getSavedPosts')
  @ApiOperation({
    summary: 'My saved posts',
    description:
      'Signed-in users, their own saves only. The latest save first, in keyset pages; posts that are ' +
      'no longer visible to the caller are left out.',
  })
  @ApiEnvelope(PostDto, { page: true })
  async saved(
    @CurrentUser() me: AuthUser,
    @Query() query: PageQueryDto,
  ): Promise<PageEnvelope<PostDto>> {
    return pageOf(await this.posts.listSavedBy(me.userId, query));
  }

  @Post('deletePost')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete one of my posts',
    description:
      'The author only: 403 for a post the caller sees but did not write, 404 for one they cannot ' +
      'see. Its likes, saves, reposts, comments and media go with it; open feeds hear post_update.',
  })
  @ApiEnvelope(null, { description: 'Post deleted' })
  @ApiForbiddenResponse({ description: 'You can only delete your own posts.' })
  @ApiNotFoundResponse({ description: 'Post not found' })
  async delete(@CurrentUser() me: AuthUser, @Body() dto: PostIdDto): Promise<Envelope<undefined>> {
    await this.posts.delete(me.userId, dto.postId);
    return ok(undefined, 'Post deleted');
  }

  @Post('editPost')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Edit the caption of one of my posts',
    description:
      'The author only: 403 for a post the caller sees but did not write, 404 for one they cannot ' +
      'see. The caption follows the create rule (1–600 characters); the media stay. Answers the ' +
      'post as it is now.',
  })
  @ApiEnvelope(PostDto, { description: 'Post updated' })
  @ApiForbiddenResponse({ description: 'You can only edit your own posts.' })
  @ApiNotFoundResponse({ description: 'Post not found' })
  async edit(@CurrentUser() me: AuthUser, @Body() dto: EditPostDto): Promise<Envelope<PostDto>> {
    return ok(await this.posts.edit(me.userId, dto.postId, dto.title), 'Post updated');
  }
}
