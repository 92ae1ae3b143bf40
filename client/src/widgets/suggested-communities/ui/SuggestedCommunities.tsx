import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IoPeopleCircleOutline } from 'react-icons/io5';
import { JoinCommunityButton, toastMustJoin } from '@/features/join-community';
import {
  CommunityCard,
  useGetSuggestedCommunitiesQuery,
  type CommunityDto,
} from '@/entities/community';
import { communityPath, ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Card, Modal, MutedText } from '@/shared/ui';
import styles from './SuggestedCommunities.module.css';

function SuggestionList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetSuggestedCommunitiesQuery();
  const open = (community: CommunityDto) => {
    if (!community.isMember) {
      toastMustJoin();
      return;
    }
    onNavigate?.();
    void navigate(communityPath(community._id));
  };

  if (isLoading) return <MutedText>{t('communities:loading')}</MutedText>;
  if (isError) return <MutedText>{t('communities:suggested.loadFailed')}</MutedText>;
  if (!data || data.length === 0) {
    return <MutedText>{t('communities:suggested.none')}</MutedText>;
  }
  return (
    <ul className={styles.list} aria-label={t('communities:suggested.title')}>
      {data.map((community) => (
        <li key={community._id}>
          <CommunityCard
            community={community}
            layout="row"
            onOpen={() => open(community)}
            actions={<JoinCommunityButton community={community} className={styles.join} />}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The feed's suggestions (SPEC §2): up to 5 communities, most members first, with Join or Joined.
 * A side panel on wide screens; under that a button opening the same list over the feed.
 */
export function SuggestedCommunities() {
  const { t } = useTranslation();
  const title = t('communities:suggested.title');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const seeAll = (
    <button type="button" className={styles.all} onClick={() => void navigate(ROUTES.community)}>
      {t('communities:suggested.seeAll')}
    </button>
  );
  return (
    <>
      <Card title={title} actions={seeAll} className={styles.panel}>
        <SuggestionList />
      </Card>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <IoPeopleCircleOutline aria-hidden="true" />
        {title}
      </button>
      <Modal open={open} title={title} onClose={() => setOpen(false)}>
        <SuggestionList onNavigate={() => setOpen(false)} />
        {/* The phone's way to every community, as the wide panel's title has. */}
        <button
          type="button"
          className={`${styles.all} ${styles.allBelow}`}
          onClick={() => {
            setOpen(false);
            void navigate(ROUTES.community);
          }}
        >
          {t('communities:suggested.seeAll')}
        </button>
      </Modal>
    </>
  );
}
