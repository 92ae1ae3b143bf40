import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IoAdd, IoClose } from 'react-icons/io5';
import { toastMustJoin, JoinCommunityButton, LeaveOrDeleteButton } from '@/features/join-community';
import type { CommunityDto } from '@/entities/community';
import { COMMUNITIES, communityPath } from '@/shared/config';
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
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const open = (id: string) => void navigate(communityPath(id));

  return (
    <Page>
      <header className={styles.header}>
        <h1 className={styles.heading}>Communities</h1>
        <button
          type="button"
          className={styles.toggle}
          aria-label={creating ? 'Close the create form' : 'Create a community'}
          aria-expanded={creating}
          onClick={() => setCreating((c) => !c)}
        >
          {creating ? <IoClose aria-hidden="true" /> : <IoAdd aria-hidden="true" />}
        </button>
      </header>

      {creating && (
        <Card title="Create a community" className={styles.create}>
          <CreateCommunityForm onCreated={() => setCreating(false)} />
        </Card>
      )}

      <Card title="Your Communities">
        <CommunityCards
          label="Your Communities"
          args={MY_COMMUNITIES}
          empty="You have not joined any community yet."
          onOpen={(c) => open(c._id)}
          actions={(c) => <LeaveOrDeleteButton community={c} />}
        />
      </Card>

      <Card title="Explore Communities">
        <SearchField
          className={styles.search}
          label="Search communities"
          placeholder="Search by name"
          maxLength={COMMUNITIES.nameMax}
          value={query}
          onChange={setQuery}
        />
        <CommunityCards
          label="Explore Communities"
          args={{ member: false, q: q || undefined, limit: COMMUNITIES.pageSize }}
          empty={q ? 'No communities match your search.' : 'No communities to explore.'}
          // SPEC §4: a non-member's click is refused; Join is the way in.
          onOpen={toastMustJoin}
          actions={(c: CommunityDto) => (
            <JoinCommunityButton community={c} onJoined={() => open(c._id)} />
          )}
        />
      </Card>

      <Card title="Discover">
        <DiscoverPosts onOpen={(post) => open(post.community._id)} />
      </Card>
    </Page>
  );
}
