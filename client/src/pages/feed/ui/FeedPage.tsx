import { useCallback, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { IoNewspaperOutline } from 'react-icons/io5';
import { createPostOpened } from '@/features/create-post';
import { useGetAllPostInfiniteQuery, useGetPostQuery, type PostDto } from '@/entities/post';
import { Button, StatusPage, toastError, VisuallyHidden } from '@/shared/ui';
import { CommentsOverlay } from '@/widgets/comments-overlay';
import { PostCard } from '@/widgets/post-card';
import { PostList } from '@/widgets/post-list';
import { SuggestedCommunities } from '@/widgets/suggested-communities';
import { FEED_ARGS } from '../model/feedFirstPage';
import styles from './FeedPage.module.css';
import { i18n, useTranslation } from '@/shared/i18n';

/** `/feed`: newest posts first, 3 at a time; `?post=<id>` opens that post's comments. */
export function FeedPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useGetAllPostInfiniteQuery(FEED_ARGS);
  const posts = data?.pages.flatMap((page) => page.data) ?? [];

  const openId = params.get('post');
  const loaded = openId ? posts.find((p) => p._id === openId) : undefined;
  // A post the feed has not loaded (an older one, from a notification or a link) is read alone.
  const { data: linked, error: linkError } = useGetPostQuery(openId ?? '', {
    skip: !openId || !!loaded || !data,
  });
  const openPost = loaded ?? (linked && linked._id === openId ? linked : null);
  const openComments = useCallback((post: PostDto) => setParams({ post: post._id }), [setParams]);
  const closeComments = useCallback(() => setParams({}, { replace: true }), [setParams]);
  // A deleted post, or one hidden from the reader (a block, its privacy): say so, not nothing.
  useEffect(() => {
    if (!openId || !linkError) return;
    toastError(linkError, i18n.t('feed:linkedPostFailed'), { id: `post:${openId}` });
    closeComments();
  }, [openId, linkError, closeComments]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <div className={styles.feed}>
      <VisuallyHidden as="h1">{t('feed:title')}</VisuallyHidden>
      <aside className={styles.side} aria-label={t('common:nav.communities')}>
        <SuggestedCommunities />
      </aside>
      {isLoading && (
        <p className={styles.note} role="status">
          {t('common:loadingMore')}
        </p>
      )}
      {isError && !data && (
        <div className={styles.note}>
          <p>{t('feed:loadFailed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('common:tryAgain')}
          </Button>
        </div>
      )}
      {data && (
        <PostList
          posts={posts}
          hasMore={hasNextPage}
          isFetchingMore={isFetchingNextPage}
          onLoadMore={loadMore}
          renderPost={(post) => <PostCard post={post} onOpenComments={openComments} />}
          empty={
            <StatusPage
              icon={<IoNewspaperOutline />}
              title={t('feed:emptyTitle')}
              description={
                <>
                  <p>{t('feed:empty')}</p>
                  <Button onClick={() => dispatch(createPostOpened())}>
                    {t('feed:createPost')}
                  </Button>
                </>
              }
            />
          }
        />
      )}
      <CommentsOverlay post={openPost} onClose={closeComments} />
    </div>
  );
}
