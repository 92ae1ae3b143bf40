import { Link } from 'react-router-dom';
import {
  OpeningCard,
  useMyAthleteProfileQuery,
  useMyMatchesInfiniteQuery,
} from '@/entities/recruiting';
import { infiniteList } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { InfiniteScroll, MutedText } from '@/shared/ui';
import styles from './RecruitingPage.module.css';

/** A player's openings that fit them, best first, with the reasons. */
export function MatchesTab() {
  const { data: profile, isLoading: loadingProfile } = useMyAthleteProfileQuery();
  const query = useMyMatchesInfiniteQuery({});
  const { items, paging } = infiniteList(query);
  if (loadingProfile || query.isLoading) return <MutedText>Loading...</MutedText>;
  if (!profile) {
    return (
      <MutedText>
        Add your athlete data in the Player section of <Link to={ROUTES.user}>your profile</Link> to
        see the openings that fit you.
      </MutedText>
    );
  }
  if (items.length === 0) return <MutedText>No openings fit you yet.</MutedText>;
  return (
    <InfiniteScroll {...paging}>
      <ul className={styles.list} aria-label="My matches">
        {items.map((m) => (
          <li key={m.opening._id}>
            <OpeningCard opening={m.opening} score={m.score} reasons={m.reasons} />
          </li>
        ))}
      </ul>
    </InfiniteScroll>
  );
}
