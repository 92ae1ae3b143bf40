import { Body, Controller, Get, HttpCode, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
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
import type { PostDto } from './dto/post.dto';
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
  @ApiOkResponse({ description: '`{ success: true, data: Post[], nextCursor: string | null }`' })
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
  @ApiOkResponse({ description: '`{ success: true, data: Post }`' })
  async one(
    @CurrentUser() me: AuthUser | undefined,
    @IdParam('postId', { invalid: 'postId must be a valid post id' }) postId: string,
  ): Promise<Envelope<PostDto>> {
    return ok(await this.posts.getById(me?.userId ?? null, postId));
  }

  @Get('getUserPosts')
  async userPosts(
    @CurrentUser() me: AuthUser,
    @Query() query: UserPostsQueryDto,
  ): Promise<PageEnvelope<PostDto>> {
    const { userId, ...page } = query;
    return pageOf(await this.posts.listOnProfile(me.userId, userId ?? me.userId, page));
  }

  @Get('getSavedPosts')
  async saved(
    @CurrentUser() me: AuthUser,
    @Query() query: PageQueryDto,
  ): Promise<PageEnvelope<PostDto>> {
    return pageOf(await this.posts.listSavedBy(me.userId, query));
  }

  @Post('deletePost')
  @HttpCode(200)
  async delete(@CurrentUser() me: AuthUser, @Body() dto: PostIdDto): Promise<Envelope<undefined>> {
    await this.posts.delete(me.userId, dto.postId);
    return ok(undefined, 'Post deleted');
  }

  @Post('editPost')
  @HttpCode(200)
  async edit(@CurrentUser() me: AuthUser, @Body() dto: EditPostDto): Promise<Envelope<PostDto>> {
    return ok(await this.posts.edit(me.userId, dto.postId, dto.title), 'Post updated');
  }
}
