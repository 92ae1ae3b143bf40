import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID } from 'class-validator';
import { PageQueryDto } from '../../../core/http/pagination';
import type {
  Comment,
  CommentAuthor,
  CommentsPage,
  CommentView,
  ViewCommentsRequest,
  ViewRepliesRequest,
} from '../../../contracts/comments';
import { PostCountsDto } from '../../engagement/dto/engagement.dto';
import { PostIdDto } from '../../posts/dto/post-id.dto';
import { trimmedText } from '../../../core/http/visible-text';
import { MaxChars } from '../../../core/http/max-chars';
import { TEXT_LIMITS } from '../../../contracts/limits';

export const COMMENT_MAX = TEXT_LIMITS.commentMax;
export const COMMENT_EMPTY = 'Comment cannot be empty.';
export const COMMENT_TOO_LONG = 'Comment must be 200 characters or less.';

/** Trimmed, not blank, at most 200 characters. */
function CommentText(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: COMMENT_EMPTY }),
    IsNotEmpty({ message: COMMENT_EMPTY }),
    MaxChars(COMMENT_MAX, { message: COMMENT_TOO_LONG }),
    Transform(trimmedText),
    ApiProperty({ maxLength: COMMENT_MAX }),
  );
}

export class CreateCommentDto extends PostIdDto {
  @CommentText()
  comment: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'Reply to this comment' })
  @IsOptional()
  @IsUUID('all', { message: 'Comment not found' })
  parentCommentId?: string | null;
}

export class CommentIdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'commentId must be a valid comment id' })
  // PostgreSQL answers ids in lower case; the thread is matched against them.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  )
  commentId: string;
}

export class EditCommentDto extends CommentIdDto {
  @CommentText()
  comment: string;
}

/** `viewComments`: the post, and optionally the page size and the previous page's cursor. */
export class ViewCommentsDto
  extends IntersectionType(PostIdDto, PageQueryDto)
  implements ViewCommentsRequest {}

/** `viewReplies`: the comment, and optionally the page size and a cursor (its `repliesCursor`). */
export class ViewRepliesDto
  extends IntersectionType(CommentIdDto, PageQueryDto)
  implements ViewRepliesRequest {}

export class CommentUserDto implements CommentAuthor {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() userName: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ nullable: true, type: String }) image: string | null;
}

export class CommentResponseDto implements Comment {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: CommentUserDto }) user: CommentUserDto;
  @ApiProperty() comment: string;
  @ApiProperty({ format: 'uuid' }) postId: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) parentCommentId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: () => [CommentResponseDto] }) replies: CommentResponseDto[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Set when more replies follow: the cursor of POST /viewReplies for them',
  })
  repliesCursor: string | null;
}

/** `viewComments`: a page of top-level comments with the post's counts as of this read. */
export class CommentsPageDto implements CommentsPage {
  @ApiProperty({ enum: [true], example: true }) success: true;
  @ApiProperty({ type: [CommentResponseDto] }) data: CommentResponseDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The `cursor` of the next page; null on the last page',
  })
  nextCursor: string | null;
  @ApiProperty({ description: 'Comments and replies of the post' }) numOfComments: number;
  @ApiProperty({ type: PostCountsDto }) postCounts: PostCountsDto;
}

/** `viewComment`: one comment with its replies, and the post's counts. */
export class CommentViewDto implements CommentView {
  @ApiProperty({ type: CommentResponseDto }) comment: CommentResponseDto;
  @ApiProperty({ description: 'Comments and replies of the post' }) numOfComments: number;
  @ApiProperty({ type: PostCountsDto }) postCounts: PostCountsDto;
}
