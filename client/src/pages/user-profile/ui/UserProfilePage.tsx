import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { IoSettingsOutline } from 'react-icons/io5';
import {
  useGetSavedPostsInfiniteQuery,
  useGetUserPostsInfiniteQuery,
  type PostDto,
} from '@/entities/post';
import { useProfileQuery, useProfileSectionsQuery, type SectionKind } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { useFollowLiveUpdates } from '@/entities/user';
import { AddSectionMenu } from '@/features/profile-sections';
import { ChangeAvatarButton } from '@/features/edit-profile';
import { infiniteList } from '@/shared/api';
import { POSTS, ROUTES } from '@/shared/config';
import { ColumnsLayout, MutedText, StatusPage } from '@/shared/ui';
import { CommentsOverlay } from '@/widgets/comments-overlay';
import { ProfileActivity, useOpenPost } from '@/widgets/profile-activity';
import { PostCard } from '@/widgets/post-card';
import { ProfileBio, ProfileHeader } from '@/widgets/profile-header';
import { ProfileSectionsPanel } from '@/widgets/profile-sections';
import { useTranslation } from '@/shared/i18n';
import styles from './UserProfilePage.module.css';

/** /user: my own profile. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const me = useSelector(selectSessionUser);
  const userId = me?._id ?? '';
  useFollowLiveUpdates();
  const { data, isLoading, isError } = useProfileQuery(userId, { skip: !userId });
  const { data: sections } = useProfileSectionsQuery(userId, { skip: !userId });
  const postsQuery = useGetUserPostsInfiniteQuery(
    { userId, limit: POSTS.profilePageSize },
    { skip: !userId },
  );
  const savedQuery = useGetSavedPostsInfiniteQuery(
    { limit: POSTS.profilePageSize },
    { skip: !userId },
  );
  const posts = infiniteList(postsQuery);
  const saved = infiniteList(savedQuery);
  const { openPost, open, close } = useOpenPost(posts.items, saved.items);
  const [justAdded, setJustAdded] = useState<SectionKind | null>(null);
  const renderPost = (post: PostDto) => <PostCard post={post} onOpenComments={open} />;

  if (isLoading || (!data && !isError)) return <MutedText>{t('profile:page.loading')}</MutedText>;
  if (!data) return <StatusPage title={t('profile:page.notFound')} homeTo={ROUTES.feed} />;

  return (
    <>
      <ColumnsLayout
        header={
          <ProfileHeader
            user={data.user}
            profile={data.profile}
            countsTo={ROUTES.search}
            avatarAction={<ChangeAvatarButton />}
            actions={
              <>
                <Link to={ROUTES.editProfile} className={styles.textLink}>
                  {t('profile:page.editProfile')}
                </Link>
                <Link
                  to={ROUTES.settings}
                  className={styles.gear}
                  aria-label={t('profile:page.settings')}
                >
                  <IoSettingsOutline aria-hidden="true" />
                </Link>
                <AddSectionMenu userId={userId} sections={sections} onAdded={setJustAdded} />
              </>
            }
          />
        }
        side={
          <>
            <ProfileBio bio={data.profile.bio} />
            <ProfileSectionsPanel userId={userId} editable justAdded={justAdded} />
          </>
        }
        main={
          <ProfileActivity
            posts={{ ...posts, isLoading: postsQuery.isLoading }}
            saved={{ ...saved, isLoading: savedQuery.isLoading }}
            renderPost={renderPost}
            onOpenPost={open}
            showScenarios
          />
        }
      />
      <CommentsOverlay post={openPost} onClose={close} />
    </>
  );
}
