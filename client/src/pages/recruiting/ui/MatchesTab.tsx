import { Link } from 'react-router-dom';
import {
  OpeningCard,
  useMyAthleteProfileQuery,
  useMyMatchesInfiniteQuery,
} from '@/entities/recruiting';
import { infiniteList } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { Trans, useTranslation } from '@/shared/i18n';
import { InfiniteScroll, MutedText } from '@/shared/ui';
import styles from './RecruitingPage.module.css';

/** A player's openings that fit them, best first, with the reasons. */
export function MatchesTab() {
  const { t } = useTranslation();
  const { data: profile, isLoading: loadingProfile } = useMyAthleteProfileQuery();
  const query = useMyMatchesInfiniteQuery({});
  const { items, paging } = infiniteList(query);
  if (loadingProfile || query.isLoading) return <MutedText>{t('recruiting:loading')}</MutedText>;
  if (!profile) {
    return (
      <MutedText>
        <Trans
          i18nKey="recruiting:matches.needProfile"
          components={{ link: <Link to={ROUTES.user} /> }}
        />
      </MutedText>
    );
  }
  if (items.length === 0) return <MutedText>{t('recruiting:matches.none')}</MutedText>;
  return (
    <InfiniteScroll {...paging}>
      <ul className={styles.list} aria-label={t('recruiting:matches.list')}>
        {items.map((m) => (
          <li key={m.opening._id}>
            <OpeningCard opening={m.opening} score={m.score} reasons={m.reasons} />
          </li>
        ))}
      </ul>
    </InfiniteScroll>
  );
}
