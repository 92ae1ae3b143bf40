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
import { Card, Modal, MutedText } from '@/shared/ui';
import styles from './SuggestedCommunities.module.css';

export const SUGGESTED_TITLE = 'Suggested communities';

function SuggestionList({ onNavigate }: { onNavigate?: () => void }) {
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

  if (isLoading) return <MutedText>Loading...</MutedText>;
  if (isError) return <MutedText>Could not load the suggestions.</MutedText>;
  if (!data || data.length === 0) {
    return <MutedText>No communities yet. Create the first one!</MutedText>;
  }
  return (
    <ul className={styles.list} aria-label={SUGGESTED_TITLE}>
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
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const seeAll = (
    <button type="button" className={styles.all} onClick={() => void navigate(ROUTES.community)}>
      See all
    </button>
  );
  return (
    <>
      <Card title={SUGGESTED_TITLE} actions={seeAll} className={styles.panel}>
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
        {SUGGESTED_TITLE}
      </button>
      <Modal open={open} title={SUGGESTED_TITLE} onClose={() => setOpen(false)}>
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
          See all
        </button>
      </Modal>
    </>
  );
}
