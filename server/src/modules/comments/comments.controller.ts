import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiAnswer, ApiEnvelope } from '../../core/http/api-envelope';
import { PostCountsDto } from '../engagement/dto/engagement.dto';
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
  CommentsPageDto,
  CommentViewDto,
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
  @ApiOperation({
    summary: 'Comment on a post, or reply to a comment',
    description:
      'Signed-in users, on a post they may see (404 otherwise). The comment is trimmed, 1–200 ' +
      'characters; `parentCommentId` makes it a reply (404 when that comment is missing or hidden). ' +
      '403 COMMENTS_DISABLED when the author’s allowComments leaves the caller out (the author ' +
      'always may). 429 during the per-user cooldown, with `retryAfter` (seconds) in the body. Answers ' +
      '201 with the comment; the thread’s readers hear comment_update.',
  })
  @ApiEnvelope(CommentResponseDto, { status: 201, description: 'Comment created' })
  @ApiForbiddenResponse({ description: 'COMMENTS_DISABLED: Comments are turned off for this post' })
  @ApiNotFoundResponse({ description: 'Post not found, or Comment not found (the parent)' })
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
      'Anyone; a token is used when there is one. Without limit and cursor: the first 20 top-level ' +
      'comments. Answers nextCursor (null on the last page), the post’s numOfComments (comments and ' +
      'replies) and its postCounts (all four counts, versioned). Comments of users hidden from the ' +
      'reader are left out with what is under them. 404 when the post is missing or hidden.',
  })
  @ApiAnswer(CommentsPageDto)
  @ApiNotFoundResponse({ description: 'Post not found' })
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
      'Anyone; a token is used when there is one. cursor: a comment’s repliesCursor, or a page’s ' +
      'nextCursor (none: from the first reply). 404 when the comment, or one above it, is hidden ' +
      'from the reader.',
  })
  @ApiEnvelope(CommentResponseDto, { page: true })
  @ApiNotFoundResponse({ description: 'Comment not found' })
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
    summary: 'One comment with its replies',
    description:
      'Anyone; a token is used when there is one. What a client reads after a comment_update push: ' +
      'the comment with its first replies, the post’s numOfComments and postCounts. 404 when the ' +
      'comment, its post or a comment above it is hidden from the reader.',
  })
  @ApiEnvelope(CommentViewDto)
  @ApiNotFoundResponse({ description: 'Comment not found, or Post not found' })
  async viewOne(
    @CurrentUser() me: AuthUser | undefined,
    @Body() dto: CommentIdDto,
  ): Promise<Envelope<CommentView>> {
    return ok(await this.comments.view(me?.userId ?? null, dto.commentId));
  }

  @Post('editComment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Edit one of my comments',
    description:
      'The comment’s author only: 403 for a comment the caller sees but did not write, 404 for one ' +
      'they cannot see (its post hidden from them since included). Same text rule as creating ' +
      '(1–200 characters). Answers the comment with its replies.',
  })
  @ApiEnvelope(CommentResponseDto, { description: 'Comment updated' })
  @ApiForbiddenResponse({ description: 'You can only edit your own comments.' })
  @ApiNotFoundResponse({ description: 'Comment not found' })
  async edit(
    @CurrentUser() me: AuthUser,
    @Body() dto: EditCommentDto,
  ): Promise<Envelope<CommentResponseDto>> {
    return ok(await this.comments.edit(me.userId, dto.commentId, dto.comment), 'Comment updated');
  }

  @Post('deleteComment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete one of my comments',
    description:
      'The comment’s author only: 403 for a comment the caller sees but did not write, 404 for one ' +
      'they cannot see. Its replies go with it. Answers the post’s counts after the deletion.',
  })
  @ApiEnvelope(PostCountsDto, { description: 'Comment deleted' })
  @ApiForbiddenResponse({ description: 'You can only delete your own comments.' })
  @ApiNotFoundResponse({ description: 'Comment not found' })
  async delete(
    @CurrentUser() me: AuthUser,
    @Body() dto: CommentIdDto,
  ): Promise<Envelope<DeleteCommentAnswer>> {
    return ok(await this.comments.delete(me.userId, dto.commentId), 'Comment deleted');
  }
}
