import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { Public } from '../../core/http/public.decorator';
import { PostIdDto } from '../posts/dto/post-id.dto';
import { CommentsService } from './comments.service';
import {
  CommentIdDto,
  CommentResponseDto,
  CreateCommentDto,
  EditCommentDto,
} from './dto/comment.dto';

@ApiTags('comments')
@ApiBearerAuth()
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Post('createComment')
  @ApiTooManyRequestsResponse({ description: 'Comment cooldown: `retryAfter` seconds left' })
  async create(
    @CurrentUser() me: AuthUser,
    @Body() dto: CreateCommentDto,
  ): Promise<Envelope<CommentResponseDto>> {
    return ok(await this.comments.create(me.userId, dto), 'Comment created');
  }

  @Public()
  @Post('viewComments')
  @HttpCode(200)
  async view(
    @CurrentUser() me: AuthUser | undefined,
    @Body() dto: PostIdDto,
  ): Promise<Envelope<CommentResponseDto[]>> {
    return ok(await this.comments.list(me?.userId ?? null, dto.postId));
  }

  @Post('editComment')
  @HttpCode(200)
  async edit(
    @CurrentUser() me: AuthUser,
    @Body() dto: EditCommentDto,
  ): Promise<Envelope<CommentResponseDto>> {
    return ok(await this.comments.edit(me.userId, dto.commentId, dto.comment), 'Comment updated');
  }

  @Post('deleteComment')
  @HttpCode(200)
  async delete(
    @CurrentUser() me: AuthUser,
    @Body() dto: CommentIdDto,
  ): Promise<Envelope<{ numOfComments: number }>> {
    return ok(await this.comments.delete(me.userId, dto.commentId), 'Comment deleted');
  }
}
