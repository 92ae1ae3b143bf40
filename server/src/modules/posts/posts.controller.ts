import { Body, Controller, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { Public } from '../../core/http/public.decorator';
import { CreatePostDto } from './dto/create-post.dto';
import { EditPostDto } from './dto/edit-post.dto';
import { PageQueryDto } from './dto/page-query.dto';
import type { PostDto } from './dto/post.dto';
import { PostIdDto } from './dto/post-id.dto';
import { UserPostsQueryDto } from './dto/user-posts-query.dto';
import type { Page } from './keyset-cursor';
import { PostMedia, PostMediaInterceptor } from './media/post-media.interceptor';
import type { StoredPostMedia } from './media/post-media.storage';
import { PostsService } from './posts.service';

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
  constructor(private readonly posts: PostsService) {}

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
    @PostMedia() media: StoredPostMedia | null,
  ): Promise<Envelope<PostDto>> {
    const { title, communityId } = dto;
    return ok(await this.posts.create(me.userId, { title, communityId }, media), 'Posted');
  }

  @Public()
  @Get('getAllPost')
  async feed(
    @CurrentUser() me: AuthUser | undefined,
    @Query() query: PageQueryDto,
  ): Promise<PageEnvelope<PostDto>> {
    return pageOf(await this.posts.feed(me?.userId ?? null, query));
  }

  @Get('getUserPosts')
  async userPosts(
    @CurrentUser() me: AuthUser,
    @Query() query: UserPostsQueryDto,
  ): Promise<PageEnvelope<PostDto>> {
    const { userId, ...page } = query;
    return pageOf(await this.posts.listByUser(me.userId, userId ?? me.userId, page));
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
