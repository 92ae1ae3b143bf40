import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { useProfileSectionsQuery } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { MutedText, Page } from '@/shared/ui';
import { InterestTab } from './InterestTab';
import { MatchesTab } from './MatchesTab';
import { OpeningsTab } from './OpeningsTab';
import { PlayersTab } from './PlayersTab';
import styles from './RecruitingPage.module.css';

type Tab = 'players' | 'openings' | 'matches' | 'interest';

const TABS: { id: Tab; label: string; who?: 'player' }[] = [
  { id: 'players', label: 'Players' },
  { id: 'openings', label: 'Openings' },
  { id: 'matches', label: 'My matches', who: 'player' },
  { id: 'interest', label: 'Interest' },
];

/**
 * /recruiting: coaches find players (search, ranked matches for their openings, interest) and
 * players find teams (openings, their matches, the interest they received). The tab is
 * `?tab=`, so a notification or Back lands on the right one.
 */
export function RecruitingPage() {
  const me = useSelector(selectSessionUser);
  const { data: sections } = useProfileSectionsQuery(me?._id ?? '', { skip: !me });
  const [params, setParams] = useSearchParams();
  if (!me || !sections) return <MutedText>Loading...</MutedText>;
  const isCoach = sections.coach;
  const isPlayer = sections.player;
  const tabs = TABS.filter((t) => t.who !== 'player' || isPlayer);
  const wanted = params.get('tab') as Tab | null;
  const tab = tabs.some((t) => t.id === wanted) ? (wanted as Tab) : 'players';
  const show = (next: Tab, extra: Record<string, string> = {}) =>
    setParams({ tab: next, ...extra });

  return (
    <Page>
      <header className={styles.header}>
        <h1 className={styles.title}>Recruiting</h1>
      </header>
      <div className={styles.tabs} role="tablist" aria-label="Recruiting">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`recruiting-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="recruiting-panel"
            className={styles.tab}
            onClick={() => show(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="recruiting-panel" role="tabpanel" aria-labelledby={`recruiting-tab-${tab}`}>
        {tab === 'players' && (
          <PlayersTab
            isCoach={isCoach}
            openingId={params.get('opening')}
            onOpening={(id) => show('players', id ? { opening: id } : {})}
          />
        )}
        {tab === 'openings' && (
          <OpeningsTab isCoach={isCoach} onMatches={(id) => show('players', { opening: id })} />
        )}
        {tab === 'matches' && <MatchesTab />}
        {tab === 'interest' && <InterestTab isCoach={isCoach} isPlayer={isPlayer} />}
      </div>
    </Page>
  );
}
