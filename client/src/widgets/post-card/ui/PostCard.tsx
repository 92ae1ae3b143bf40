import clsx from 'clsx';
import { IoChatbubbleOutline } from 'react-icons/io5';
import { CommentForm } from '@/features/comment';
import { PostMenu } from '@/features/delete-post';
import { useReportDialog } from '@/features/report-content';
import { FollowButton } from '@/features/follow-user';
import { LikeButton } from '@/features/like-post';
import { RepostButton } from '@/features/repost-post';
import { SaveButton } from '@/features/save-post';
import { ShareButton } from '@/features/share-post';
import { PostAuthor, PostCaption, PostMedia, type PostDto } from '@/entities/post';
import { ActionButton } from '@/shared/ui';
import styles from './PostCard.module.css';
import { useTranslation } from '@/shared/i18n';

export interface PostCardProps {
  post: PostDto;
  /** The comment button (and the count) open the comments overlay; omit to hide the button. */
  onOpenComments?: (post: PostDto) => void;
  /** `reel`: full-height media with the text over it, for /reels. */
  variant?: 'card' | 'reel';
  /** Hide the inline comment box (e.g. in grids). */
  hideCommentBox?: boolean;
}

/** One post: author, follow, caption, media, like/comment/repost/save/share, author menu. */
export function PostCard({
  post,
  onOpenComments,
  variant = 'card',
  hideCommentBox,
}: PostCardProps) {
  const { t } = useTranslation();
  const reel = variant === 'reel';
  const report = useReportDialog();
  return (
    <article
      className={clsx(styles.card, reel && styles.reel)}
      aria-label={`Post by ${post.createdBy.userName}`}
    >
      <div className={styles.head}>
        <PostAuthor
          author={post.createdBy}
          createdAt={post.createdAt}
          actions={
            <>
              <FollowButton
                userId={post.createdBy._id}
                isFollowing={post.isFollowingAuthor}
                variant="post"
              />
              <PostMenu
                postId={post._id}
                authorId={post.createdBy._id}
                extraItems={[report.item({ targetType: 'post', targetId: post._id })]}
              />
              {report.dialog}
            </>
          }
        />
      </div>
      {!reel && <PostCaption text={post.title} className={styles.caption} />}
      <PostMedia
        post={post}
        fit={reel ? 'fill' : 'natural'}
        className={styles.media}
        autoplayMuted={reel}
      />
      {reel && <PostCaption text={post.title} className={styles.caption} />}
      <footer className={styles.actions}>
        <LikeButton post={post} />
        {onOpenComments && (
          <ActionButton
            label={t('feed:actions.comments')}
            icon={<IoChatbubbleOutline />}
            count={post.numOfComments}
            onClick={() => onOpenComments(post)}
          />
        )}
        <RepostButton post={post} />
        <span className={styles.spacer} />
        <SaveButton post={post} />
        <ShareButton post={post} />
      </footer>
      {!reel && !hideCommentBox && (
        <CommentForm postId={post._id} canComment={post.canComment} className={styles.commentBox} />
      )}
    </article>
  );
}
