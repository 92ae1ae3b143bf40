import { useEffect, useRef, useState } from 'react';
import { threadComments, useViewCommentsInfiniteQuery } from '@/entities/comment';
import {
  patchCounts,
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
import { useTranslation } from '@/shared/i18n';
import { InfiniteScroll, Modal } from '@/shared/ui';
import { CommentThread } from './CommentThread';
import styles from './CommentsOverlay.module.css';

export interface CommentsOverlayProps {
  /** The post whose comments show; null keeps the overlay closed. */
  post: PostDto | null;
  onClose: () => void;
}

function OverlayBody({ post, onClose }: { post: PostDto; onClose: () => void }) {
  const { t } = useTranslation();
  const thread = useViewCommentsInfiniteQuery(post._id);
  const { data, isLoading, isError } = thread;
  const comments = data ? threadComments(data.pages) : undefined;
  const postCounts = data?.pages[0]?.postCounts;
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // My comment just posted, to scroll into view once the thread shows it (a reply may land below
  // the fold; the thread's cache may render it a frame or more after the answer).
  const [toShow, setToShow] = useState<string | null>(null);
  const cache = usePostCache();

  useEffect(() => {
    if (!toShow) return;
    const item = scroller.current?.querySelector(`[data-comment-id="${CSS.escape(toShow)}"]`);
    if (!item) return;
    item.scrollIntoView?.({ block: 'nearest' });
    setToShow(null);
  }, [toShow, data]);

  // The post's counts, read with the thread and after each push, reach its card if newer.
  useEffect(() => {
    if (postCounts) patchCounts(cache, post._id, postCounts);
  }, [postCounts, cache, post._id]);

  const hasMedia = !!(post.postImage || post.postVideo);
  return (
    <div className={styles.layout}>
      {hasMedia && (
        <section className={styles.postSide} aria-label={t('feed:comments.post')}>
          <PostMedia post={post} fit="fill" className={styles.postMedia} />
        </section>
      )}
      <section className={styles.commentSide} aria-label={t('feed:comments.list')}>
        <div className={styles.postHead}>
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
                <PostMenu postId={post._id} authorId={post.createdBy._id} onDeleted={onClose} />
              </>
            }
          />
        </div>
        <div className={styles.scroll} ref={scroller}>
          {/* The caption scrolls with the comments: on a phone they need the room. */}
          <PostCaption text={post.title} className={styles.postCaption} />
          {isLoading && <p className={styles.note}>{t('common:loadingDots')}</p>}
          {isError && !data && <p className={styles.note}>{t('feed:comments.loadFailed')}</p>}
          {comments && comments.length === 0 && (
            <p className={styles.note}>{t('feed:comments.empty')}</p>
          )}
          {comments && comments.length > 0 && (
            <InfiniteScroll
              hasMore={thread.hasNextPage}
              isFetchingMore={thread.isFetchingNextPage}
              onLoadMore={() => void thread.fetchNextPage()}
              itemCount={comments.length}
            >
              <CommentThread
                comments={comments}
                onReply={post.canComment ? setReplyTo : undefined}
              />
            </InfiniteScroll>
          )}
        </div>
        <div className={styles.footer}>
          <div className={styles.actions}>
            <LikeButton post={post} />
            <RepostButton post={post} />
            <span className={styles.count}>
              {t('feed:comments.count', { count: post.numOfComments })}
            </span>
            <SaveButton post={post} />
            <ShareButton post={post} />
          </div>
          <CommentForm
            postId={post._id}
            canComment={post.canComment}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onPosted={(comment) => setToShow(comment._id)}
          />
        </div>
      </section>
    </div>
  );
}

/** The post on the left, its threaded comments and the comment box on the right. */
export function CommentsOverlay({ post, onClose }: CommentsOverlayProps) {
  const { t } = useTranslation();
  return (
    <Modal open={!!post} title={t('feed:comments.title')} onClose={onClose} size="wide">
      {post && <OverlayBody key={post._id} post={post} onClose={onClose} />}
    </Modal>
  );
}
