import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { useProfileSectionsQuery } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { useTranslation } from '@/shared/i18n';
import { MutedText, Page } from '@/shared/ui';
import { InterestTab } from './InterestTab';
import { MatchesTab } from './MatchesTab';
import { OpeningsTab } from './OpeningsTab';
import { PlayersTab } from './PlayersTab';
import styles from './RecruitingPage.module.css';

type Tab = 'players' | 'openings' | 'matches' | 'interest';

/** Each tab's name is `recruiting:tabs.<id>`. */
const TABS: { id: Tab; who?: 'player' }[] = [
  { id: 'players' },
  { id: 'openings' },
  { id: 'matches', who: 'player' },
  { id: 'interest' },
];

/**
 * /recruiting: coaches find players (search, ranked matches for their openings, interest) and
 * players find teams (openings, their matches, the interest they received). The tab is
 * `?tab=`, so a notification or Back lands on the right one.
 */
export function RecruitingPage() {
  const { t } = useTranslation();
  const me = useSelector(selectSessionUser);
  const { data: sections } = useProfileSectionsQuery(me?._id ?? '', { skip: !me });
  const [params, setParams] = useSearchParams();
  if (!me || !sections) return <MutedText>{t('recruiting:loading')}</MutedText>;
  const isCoach = sections.coach;
  const isPlayer = sections.player;
  const tabs = TABS.filter((tb) => tb.who !== 'player' || isPlayer);
  const wanted = params.get('tab') as Tab | null;
  const tab = tabs.some((tb) => tb.id === wanted) ? (wanted as Tab) : 'players';
  const show = (next: Tab, extra: Record<string, string> = {}) =>
    setParams({ tab: next, ...extra });

  return (
    <Page>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('recruiting:title')}</h1>
      </header>
      <div className={styles.tabs} role="tablist" aria-label={t('recruiting:title')}>
        {tabs.map((tb) => (
          <button
            key={tb.id}
            type="button"
            role="tab"
            id={`recruiting-tab-${tb.id}`}
            aria-selected={tab === tb.id}
            aria-controls="recruiting-panel"
            className={styles.tab}
            onClick={() => show(tb.id)}
          >
            {t(`recruiting:tabs.${tb.id}`)}
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
