import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  OpeningCard,
  SPORTS,
  label,
  searchParams,
  useDeleteOpeningMutation,
  useOpeningsInfiniteQuery,
} from '@/entities/recruiting';
import { getErrorMessage, infiniteList, type Opening } from '@/shared/api';
import { Button, InfiniteScroll, MutedText } from '@/shared/ui';
import { OpeningFormModal } from './OpeningFormModal';
import styles from './RecruitingPage.module.css';

export interface OpeningsTabProps {
  isCoach: boolean;
  onMatches: (openingId: string) => void;
}

/** Open openings for everyone; coaches publish, edit and delete their own. */
export function OpeningsTab({ isCoach, onMatches }: OpeningsTabProps) {
  const [sport, setSport] = useState('');
  const [mine, setMine] = useState(false);
  const [editing, setEditing] = useState<Opening | null | 'new'>(null);
  const query = useOpeningsInfiniteQuery(searchParams({ sport, mine: mine ? 'true' : '' }));
  const { items, paging } = infiniteList(query);
  const [remove] = useDeleteOpeningMutation();

  const del = async (id: string) => {
    try {
      await remove(id).unwrap();
      toast.success('Opening deleted');
    } catch (error) {
      toast.error(getErrorMessage(error, 'Could not delete the opening'));
    }
  };

  return (
    <>
      <div className={styles.filters}>
        <label className={styles.field}>
          Sport
          <select
            className={styles.control}
            value={sport}
            onChange={(e) => setSport(e.target.value)}
          >
            <option value="">Any</option>
            {SPORTS.map((s) => (
              <option key={s} value={s}>
                {label(s)}
              </option>
            ))}
          </select>
        </label>
        {isCoach && (
          <div className={styles.filterActions}>
            <Button onClick={() => setEditing('new')}>New opening</Button>
            <Button variant="secondary" aria-pressed={mine} onClick={() => setMine((m) => !m)}>
              {mine ? 'All openings' : 'My openings'}
            </Button>
          </div>
        )}
      </div>
      {query.isLoading ? (
        <MutedText>Loading...</MutedText>
      ) : items.length === 0 ? (
        <MutedText>No openings yet.</MutedText>
      ) : (
        <InfiniteScroll {...paging}>
          <ul className={styles.list} aria-label="Openings">
            {items.map((o) => (
              <li key={o._id}>
                <OpeningCard
                  opening={o}
                  actions={
                    o.mine && (
                      <>
                        <Button variant="secondary" onClick={() => onMatches(o._id)}>
                          Matches
                        </Button>
                        <Button variant="secondary" onClick={() => setEditing(o)}>
                          Edit
                        </Button>
                        <Button variant="danger" onClick={() => void del(o._id)}>
                          Delete
                        </Button>
                      </>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </InfiniteScroll>
      )}
      {editing && (
        <OpeningFormModal
          opening={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
