import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IoAdd, IoClose } from 'react-icons/io5';
import { toastMustJoin, JoinCommunityButton, LeaveOrDeleteButton } from '@/features/join-community';
import type { CommunityDto } from '@/entities/community';
import { COMMUNITIES, communityPath } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Card, Page, SearchField } from '@/shared/ui';
import { MY_COMMUNITIES } from '../config/myCommunities';
import { CommunityCards } from './CommunityCards';
import { CreateCommunityForm } from './CreateCommunityForm';
import { DiscoverPosts } from './DiscoverPosts';
import styles from './CommunitiesPage.module.css';

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** `/community`: create one, the viewer's communities, the others to explore, and Discover. */
export function CommunitiesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const open = (id: string) => void navigate(communityPath(id));

  return (
    <Page>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('communities:list.title')}</h1>
        <button
          type="button"
          className={styles.toggle}
          aria-label={
            creating ? t('communities:list.closeCreate') : t('communities:list.openCreate')
          }
          aria-expanded={creating}
          onClick={() => setCreating((c) => !c)}
        >
          {creating ? <IoClose aria-hidden="true" /> : <IoAdd aria-hidden="true" />}
        </button>
      </header>

      {creating && (
        <Card title={t('communities:list.createTitle')} className={styles.create}>
          <CreateCommunityForm onCreated={() => setCreating(false)} />
        </Card>
      )}

      <Card title={t('communities:list.yours')}>
        <CommunityCards
          label={t('communities:list.yours')}
          args={MY_COMMUNITIES}
          empty={t('communities:list.yoursEmpty')}
          onOpen={(c) => open(c._id)}
          actions={(c) => <LeaveOrDeleteButton community={c} />}
        />
      </Card>

      <Card title={t('communities:list.explore')}>
        <SearchField
          className={styles.search}
          label={t('communities:list.search')}
          placeholder={t('communities:list.searchPlaceholder')}
          maxLength={COMMUNITIES.nameMax}
          value={query}
          onChange={setQuery}
        />
        <CommunityCards
          label={t('communities:list.explore')}
          args={{ member: false, q: q || undefined, limit: COMMUNITIES.pageSize }}
          empty={q ? t('communities:list.noMatch') : t('communities:list.noneToExplore')}
          // SPEC §4: a non-member's click is refused; Join is the way in.
          onOpen={toastMustJoin}
          actions={(c: CommunityDto) => (
            <JoinCommunityButton community={c} onJoined={() => open(c._id)} />
          )}
        />
      </Card>

      <Card title={t('communities:discover.title')}>
        <DiscoverPosts onOpen={(post) => open(post.community._id)} />
      </Card>
    </Page>
  );
}
