import { useState } from 'react';
import { Link } from 'react-router-dom';
import { splitMention, useLazyViewRepliesQuery, type CommentDto } from '@/entities/comment';
import { profilePath } from '@/entities/post';
import { CommentEditor, CommentOwnerMenu, type ReplyTarget } from '@/features/comment';
import { useReportDialog } from '@/features/report-content';
import { useTranslation } from '@/shared/i18n';
import { formatRelativeTime } from '@/shared/lib';
import { Avatar } from '@/shared/ui';
import styles from './CommentsOverlay.module.css';

export interface CommentThreadProps {
  comments: CommentDto[];
  /** Omitted when the reader may not comment: no Reply buttons. */
  onReply?: (target: ReplyTarget) => void;
  depth?: number;
}

/** The text with a leading '@user' mention highlighted. */
export function CommentText({ text }: { text: string }) {
  const { mention, rest } = splitMention(text);
  return (
    <p dir="auto" className={styles.text}>
      {mention && <mark className={styles.mention}>{mention}</mark>}
      {rest}
    </p>
  );
}

/** Reads the next page of a comment's replies into the thread ('View more replies'). */
function MoreReplies({ comment, cursor }: { comment: CommentDto; cursor: string }) {
  const { t } = useTranslation();
  const [load, { isFetching, isError }] = useLazyViewRepliesQuery();
  return (
    <div className={styles.moreReplies}>
      <button
        type="button"
        className={styles.reply}
        disabled={isFetching}
        onClick={() => void load({ postId: comment.postId, commentId: comment._id, cursor })}
      >
        {isFetching
          ? t('common:loadingDots')
          : comment.replies.length > 0
            ? t('feed:comments.viewMoreReplies')
            : t('feed:comments.viewReplies')}
      </button>
      {isError && !isFetching && (
        <span className={styles.moreError}>{t('feed:comments.repliesFailed')}</span>
      )}
    </div>
  );
}

function CommentItem({
  comment,
  onReply,
  depth,
}: {
  comment: CommentDto;
  onReply: CommentThreadProps['onReply'];
  depth: number;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const report = useReportDialog();
  return (
    <li className={styles.comment} data-depth={depth} data-comment-id={comment._id}>
      <div className={styles.commentRow}>
        <Link
          to={profilePath(comment.user._id)}
          className={styles.commentAvatar}
          aria-label={t('feed:comments.authorProfile', { userName: comment.user.userName })}
        >
          <Avatar src={comment.user.image} alt="" size={32} />
        </Link>
        <div className={styles.commentBody}>
          <div className={styles.commentHead}>
            <Link to={profilePath(comment.user._id)} className={styles.commentUser}>
              {comment.user.userName}
            </Link>
            <time className={styles.commentTime} dateTime={comment.createdAt}>
              {formatRelativeTime(comment.createdAt)}
            </time>
            <CommentOwnerMenu
              comment={comment}
              onEdit={() => setEditing(true)}
              extraItems={[report.item({ targetType: 'comment', targetId: comment._id })]}
            />
            {report.dialog}
          </div>
          {editing ? (
            <CommentEditor comment={comment} onDone={() => setEditing(false)} />
          ) : (
            <CommentText text={comment.comment} />
          )}
          {onReply && (
            <button
              type="button"
              className={styles.reply}
              onClick={() => onReply({ commentId: comment._id, userName: comment.user.userName })}
            >
              {t('feed:comments.reply')}
            </button>
          )}
        </div>
      </div>
      {comment.replies?.length > 0 && (
        <CommentThread comments={comment.replies} onReply={onReply} depth={depth + 1} />
      )}
      {comment.repliesCursor && <MoreReplies comment={comment} cursor={comment.repliesCursor} />}
    </li>
  );
}

/** Comments and their replies, each reply level indented one step under its parent. */
export function CommentThread({ comments, onReply, depth = 0 }: CommentThreadProps) {
  return (
    <ul className={depth === 0 ? styles.thread : styles.replies} data-depth={depth}>
      {comments.map((comment) => (
        <CommentItem key={comment._id} comment={comment} onReply={onReply} depth={depth} />
      ))}
    </ul>
  );
}
