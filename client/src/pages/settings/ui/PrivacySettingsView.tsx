import { Fragment, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import {
  useGetSettingsQuery,
  useUpdatePrivacyMutation,
  type AudienceLevel,
  type InteractionLevel,
  type PrivacySettings,
} from '@/entities/account';
import { useTranslation } from '@/shared/i18n';
import { Button, MutedText, Switch, toastFailure } from '@/shared/ui';
import styles from './SettingsViews.module.css';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * A setting chosen from a list. Its name and hint are `settings:privacy.settings.<key>.label|hint`;
 * each option's name is `settings:privacy.<options>.<value>`.
 */
type Choice<K extends keyof PrivacySettings> = {
  key: K;
  options: 'audience' | 'interaction';
  values: PrivacySettings[K][];
};

const AUDIENCE: AudienceLevel[] = ['public', 'friends', 'private'];
const INTERACTION: InteractionLevel[] = ['everyone', 'friends', 'none'];

const VISIBILITY: Choice<'profileVisibility' | 'postVisibility' | 'storyVisibility'>[] = [
  { key: 'profileVisibility', options: 'audience', values: AUDIENCE },
  { key: 'postVisibility', options: 'audience', values: AUDIENCE },
  { key: 'storyVisibility', options: 'audience', values: AUDIENCE },
];

const INTERACTIONS: Choice<'allowComments' | 'allowMessages' | 'allowTags'>[] = [
  { key: 'allowComments', options: 'interaction', values: INTERACTION },
  { key: 'allowMessages', options: 'interaction', values: INTERACTION },
  { key: 'allowTags', options: 'interaction', values: INTERACTION },
];

type Flag =
  | 'showOnlineStatus'
  | 'showActivity'
  | 'showFollowers'
  | 'allowSearchByEmail'
  | 'allowSearchByPhone'
  | 'loginAlerts';

/** The switches by section; a section's heading is `settings:privacy.sections.<title>`. */
const FLAGS: { title: 'activity' | 'discovery' | 'security'; items: Flag[] }[] = [
  { title: 'activity', items: ['showOnlineStatus', 'showActivity', 'showFollowers'] },
  { title: 'discovery', items: ['allowSearchByEmail', 'allowSearchByPhone'] },
  { title: 'security', items: ['loginAlerts'] },
];

const AUDIENCE_RANK: Record<AudienceLevel, number> = { public: 0, friends: 1, private: 2 };

/**
 * The two settings are separate: a closed profile does not take the posts out of others' feeds.
 * Said whenever the profile is closed to more people than the posts are.
 */
function visibilityGap(
  privacy: PrivacySettings,
): { profile: AudienceLevel; posts: AudienceLevel } | null {
  const { profileVisibility: profile, postVisibility: posts } = privacy;
  return AUDIENCE_RANK[profile] <= AUDIENCE_RANK[posts] ? null : { profile, posts };
}

/** Only the keys whose value differs from what the server holds. */
function changesOf(saved: PrivacySettings, draft: PrivacySettings): Partial<PrivacySettings> {
  return Object.fromEntries(
    (Object.keys(draft) as (keyof PrivacySettings)[])
      .filter((key) => draft[key] !== saved[key])
      .map((key) => [key, draft[key]]),
  ) as Partial<PrivacySettings>;
}

/**
 * Settings → Privacy & Security: every SPEC §3 privacy setting with a short explanation, Save
 * Changes (only when something changed; sends only the changed keys) and Reset.
 */
export function PrivacySettingsView() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetSettingsQuery();
  const [update, updating] = useUpdatePrivacyMutation();
  const saved = data?.privacy;
  // What the user changed, over what the server holds (Reset forgets it).
  const [edits, setEdits] = useState<Partial<PrivacySettings>>({});
  const draft = useMemo(() => (saved ? { ...saved, ...edits } : undefined), [saved, edits]);
  const changes = useMemo(() => (saved && draft ? changesOf(saved, draft) : {}), [saved, draft]);
  const dirty = Object.keys(changes).length > 0;

  if (isError) return <p role="alert">{t('settings:privacy.loadFailed')}</p>;
  if (isLoading || !draft) return <MutedText>{t('common:loadingDots')}</MutedText>;

  const gap = visibilityGap(draft);

  const set = <K extends keyof PrivacySettings>(key: K, value: PrivacySettings[K]) =>
    setEdits((current) => ({ ...current, [key]: value }));

  async function save() {
    try {
      await update(changes).unwrap();
      setEdits({});
      toast.success(t('settings:privacy.saved'));
    } catch (error) {
      toastFailure(t('settings:privacy.saveFailed'), error);
    }
  }

  const choice = <K extends keyof PrivacySettings>(item: Choice<K>) => (
    <label key={item.key} className={styles.option}>
      <span className={styles.optionText}>
        <strong>{t(`settings:privacy.settings.${item.key}.label`)}</strong>
        <span className={styles.muted}>{t(`settings:privacy.settings.${item.key}.hint`)}</span>
      </span>
      <select
        name={item.key}
        value={String(draft[item.key])}
        onChange={(event) => set(item.key, event.target.value as PrivacySettings[K])}
      >
        {item.values.map((value) => (
          <option key={String(value)} value={String(value)}>
            {t(`settings:privacy.${item.options}.${String(value)}`)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className={styles.view}>
      <section className={styles.section} aria-label={t('settings:privacy.sections.visibility')}>
        <h2 className={styles.sectionTitle}>{t('settings:privacy.sections.visibility')}</h2>
        {VISIBILITY.map((item) => (
          <Fragment key={item.key}>
            {choice(item)}
            {/* Right under the two settings it is about. */}
            {item.key === 'postVisibility' && gap && (
              <p className={styles.warning} role="status">
                {t('settings:privacy.gap', {
                  profile: t(`settings:privacy.audience.${gap.profile}`),
                  posts: t(`settings:privacy.audience.${gap.posts}`),
                })}
              </p>
            )}
          </Fragment>
        ))}
      </section>
      <section className={styles.section} aria-label={t('settings:privacy.sections.interactions')}>
        <h2 className={styles.sectionTitle}>{t('settings:privacy.sections.interactions')}</h2>
        {INTERACTIONS.map(choice)}
      </section>
      {FLAGS.map((group) => (
        <section
          key={group.title}
          className={styles.section}
          aria-label={t(`settings:privacy.sections.${group.title}`)}
        >
          <h2 className={styles.sectionTitle}>{t(`settings:privacy.sections.${group.title}`)}</h2>
          {group.items.map((key) => (
            <label key={key} className={styles.option}>
              <span className={styles.optionText}>
                <strong>{t(`settings:privacy.settings.${key}.label`)}</strong>
                <span className={styles.muted}>{t(`settings:privacy.settings.${key}.hint`)}</span>
              </span>
              <Switch name={key} checked={draft[key]} onChange={(checked) => set(key, checked)} />
            </label>
          ))}
        </section>
      ))}
      {dirty && <p className={styles.notice}>{t('settings:unsaved')}</p>}
      <div className={styles.actions}>
        <Button disabled={!dirty} loading={updating.isLoading} onClick={() => void save()}>
          {t('settings:saveChanges')}
        </Button>
        <Button variant="secondary" disabled={!dirty} onClick={() => setEdits({})}>
          {t('settings:reset')}
        </Button>
      </div>
      {/* Each saves on its own: they take a code or end sessions, not a draft to save. */}
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
