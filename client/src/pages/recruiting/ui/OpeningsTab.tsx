import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  OpeningCard,
  SPORTS,
  sportLabel,
  searchParams,
  useDeleteOpeningMutation,
  useOpeningsInfiniteQuery,
} from '@/entities/recruiting';
import { getErrorMessage, infiniteList, type Opening } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button, InfiniteScroll, MutedText } from '@/shared/ui';
import { OpeningFormModal } from './OpeningFormModal';
import styles from './RecruitingPage.module.css';

export interface OpeningsTabProps {
  isCoach: boolean;
  onMatches: (openingId: string) => void;
}

/** Open openings for everyone; coaches publish, edit and delete their own. */
export function OpeningsTab({ isCoach, onMatches }: OpeningsTabProps) {
  const { t } = useTranslation();
  const [sport, setSport] = useState('');
  const [mine, setMine] = useState(false);
  const [editing, setEditing] = useState<Opening | null | 'new'>(null);
  const query = useOpeningsInfiniteQuery(searchParams({ sport, mine: mine ? 'true' : '' }));
  const { items, paging } = infiniteList(query);
  const [remove] = useDeleteOpeningMutation();

  const del = async (id: string) => {
    try {
      await remove(id).unwrap();
      toast.success(t('recruiting:openings.deleted'));
    } catch (error) {
      toast.error(getErrorMessage(error, t('recruiting:openings.deleteFailed')));
    }
  };

  return (
    <>
      <div className={styles.filters}>
        <label className={styles.field}>
          {t('recruiting:fields.sport')}
          <select
            className={styles.control}
            value={sport}
            onChange={(e) => setSport(e.target.value)}
          >
            <option value="">{t('recruiting:any')}</option>
            {SPORTS.map((s) => (
              <option key={s} value={s}>
                {sportLabel(s)}
              </option>
            ))}
          </select>
        </label>
        {isCoach && (
          <div className={styles.filterActions}>
            <Button onClick={() => setEditing('new')}>{t('recruiting:openings.new')}</Button>
            <Button variant="secondary" aria-pressed={mine} onClick={() => setMine((m) => !m)}>
              {mine ? t('recruiting:openings.all') : t('recruiting:openings.mine')}
            </Button>
          </div>
        )}
      </div>
      {query.isLoading ? (
        <MutedText>{t('recruiting:loading')}</MutedText>
      ) : items.length === 0 ? (
        <MutedText>{t('recruiting:openings.none')}</MutedText>
      ) : (
        <InfiniteScroll {...paging}>
          <ul className={styles.list} aria-label={t('recruiting:openings.list')}>
            {items.map((o) => (
              <li key={o._id}>
                <OpeningCard
                  opening={o}
                  actions={
                    o.mine && (
                      <>
                        <Button variant="secondary" onClick={() => onMatches(o._id)}>
                          {t('recruiting:openings.matches')}
                        </Button>
                        <Button variant="secondary" onClick={() => setEditing(o)}>
                          {t('recruiting:openings.edit')}
                        </Button>
                        <Button variant="danger" onClick={() => void del(o._id)}>
                          {t('recruiting:openings.delete')}
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
