import { useEffect, useState } from 'react';
import { countComments, useViewCommentsQuery } from '@/entities/comment';
import {
  patchPost,
  PostAuthor,
  PostCaption,
  PostMedia,
  usePostCache,
  type PostDto,
} from '@/entities/post';
import { CommentForm, type ReplyTarget } from '@/features/comment';
import { PostMenu } from '@/features/delete-post';
import { FollowButton } from '@/features/follow-user';
import { LikeButton } from '@/features/like-post';
import { RepostButton } from '@/features/repost-post';
import { SaveButton } from '@/features/save-post';
import { ShareButton } from '@/features/share-post';
import { Modal } from '@/shared/ui';
import { CommentThread } from './CommentThread';
import styles from './CommentsOverlay.module.css';

export interface CommentsOverlayProps {
  /** The post whose comments show; null keeps the overlay closed. */
  post: PostDto | null;
  onClose: () => void;
}

export const COMMENTS_TITLE = 'Comments';

function OverlayBody({ post, onClose }: { post: PostDto; onClose: () => void }) {
  const { data: comments, isLoading, isError } = useViewCommentsQuery(post._id);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const cache = usePostCache();

  // The tree is the truth for the count (other people comment too).
  useEffect(() => {
    if (!comments) return;
    const total = countComments(comments);
    patchPost(cache, post._id, (p) => {
      if (p.numOfComments !== total) p.numOfComments = total;
    });
  }, [comments, cache, post._id]);

  const hasMedia = !!(post.postImage || post.postVideo);
  return (
    <div className={styles.layout}>
      {hasMedia && (
        <section className={styles.postSide} aria-label="Post">
          <PostMedia post={post} fit="fill" className={styles.postMedia} />
        </section>
      )}
      <section className={styles.commentSide} aria-label="Comments list">
        <div className={styles.postHead}>
          <PostAuthor
            author={post.createdBy}
            createdAt={post.createdAt}
            actions={
              <>
                <FollowButton userId={post.createdBy._id} />
                <PostMenu postId={post._id} authorId={post.createdBy._id} onDeleted={onClose} />
              </>
            }
          />
          <PostCaption text={post.title} className={styles.postCaption} />
        </div>
        <div className={styles.scroll}>
          {isLoading && <p className={styles.note}>Loading...</p>}
          {isError && <p className={styles.note}>Could not load comments.</p>}
          {comments && comments.length === 0 && <p className={styles.note}>No comments yet.</p>}
          {comments && comments.length > 0 && (
            <CommentThread comments={comments} onReply={setReplyTo} />
          )}
        </div>
        <div className={styles.footer}>
          <div className={styles.actions}>
            <LikeButton post={post} />
            <RepostButton post={post} />
            <span className={styles.count}>
              {post.numOfComments} {post.numOfComments === 1 ? 'comment' : 'comments'}
            </span>
            <SaveButton post={post} />
            <ShareButton post={post} />
          </div>
          <CommentForm postId={post._id} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} />
        </div>
      </section>
    </div>
  );
}

/** The post on the left, its threaded comments and the comment box on the right. */
export function CommentsOverlay({ post, onClose }: CommentsOverlayProps) {
  return (
    <Modal open={!!post} title={COMMENTS_TITLE} onClose={onClose} size="wide">
      {post && <OverlayBody key={post._id} post={post} onClose={onClose} />}
    </Modal>
  );
}
