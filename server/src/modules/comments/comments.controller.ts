import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { Public } from '../../core/http/public.decorator';
import type {
  Comment,
  CommentsPage,
  CommentView,
  DeleteCommentAnswer,
} from '../../contracts/comments';
import type { PageEnvelope } from '../../contracts/envelope';
import { CommentsService } from './comments.service';
import {
  CommentIdDto,
  CommentResponseDto,
  CreateCommentDto,
  EditCommentDto,
  ViewCommentsDto,
  ViewRepliesDto,
} from './dto/comment.dto';
import { WriteLimit } from '../../core/http/write-limit';

@ApiTags('comments')
@ApiBearerAuth()
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @WriteLimit('comments', (c) => c.WRITE_LIMIT_COMMENTS)
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
  @ApiOperation({
    summary: 'A page of the thread: top-level comments oldest first, each with its first replies',
    description:
      'Without limit and cursor: the first 20 top-level comments. Answers nextCursor (null on the last page), the post’s numOfComments (comments and replies) and its postCounts (all four counts, versioned).',
  })
  async view(
    @CurrentUser() me: AuthUser | undefined,
    @Body() dto: ViewCommentsDto,
  ): Promise<CommentsPage> {
    const { postId, ...page } = dto;
    const { items, nextCursor, postCounts } = await this.comments.list(
      me?.userId ?? null,
      postId,
      page,
    );
    const { numOfComments } = postCounts;
    return { success: true, data: items, nextCursor, numOfComments, postCounts };
  }

  @Public()
  @Post('viewReplies')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A page of a comment’s replies, oldest first, each with its first replies',
    description:
      'cursor: a comment’s repliesCursor, or a page’s nextCursor (none: from the first reply). 404 when the comment, or one above it, is hidden from the reader.',
  })
  async viewReplies(
    @CurrentUser() me: AuthUser | undefined,
    @Body() dto: ViewRepliesDto,
  ): Promise<PageEnvelope<Comment>> {
    const { commentId, ...page } = dto;
    const { items, nextCursor } = await this.comments.replies(me?.userId ?? null, commentId, page);
    return { success: true, data: items, nextCursor };
  }

  @Public()
  @Post('viewComment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'One comment with its replies (read after a comment_update push)',
  })
  async viewOne(
    @CurrentUser() me: AuthUser | undefined,
    @Body() dto: CommentIdDto,
  ): Promise<Envelope<CommentView>> {
    return ok(await this.comments.view(me?.userId ?? null, dto.commentId));
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
  ): Promise<Envelope<DeleteCommentAnswer>> {
    return ok(await this.comments.delete(me.userId, dto.commentId), 'Comment deleted');
  }
}
