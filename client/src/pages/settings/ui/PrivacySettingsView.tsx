import { Fragment, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import {
  useGetSettingsQuery,
  useUpdatePrivacyMutation,
  type AudienceLevel,
  type InteractionLevel,
  type PrivacySettings,
} from '@/entities/account';
import { Button, MutedText, Switch, toastFailure } from '@/shared/ui';
import { PRIVACY_TEXTS } from '../model/texts';
import styles from './SettingsViews.module.css';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

type Choice<K extends keyof PrivacySettings> = {
  key: K;
  label: string;
  hint: string;
  options: { value: PrivacySettings[K]; label: string }[];
};

const AUDIENCE: { value: AudienceLevel; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'friends', label: 'Connections only' },
  { value: 'private', label: 'Only me' },
];

const INTERACTION: { value: InteractionLevel; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'friends', label: 'Connections only' },
  { value: 'none', label: 'No one' },
];

const VISIBILITY: Choice<'profileVisibility' | 'postVisibility' | 'storyVisibility'>[] = [
  {
    key: 'profileVisibility',
    label: 'Profile visibility',
    hint: 'Who sees your profile page (bio, sections, activity) and your followers and connections; others see only your name and picture, and no one signed out sees your picture unless this is Everyone. Your posts in feeds follow Post visibility.',
    options: AUDIENCE,
  },
  {
    key: 'postVisibility',
    label: 'Post visibility',
    hint: 'Who sees your posts in feeds, reels and your profile (community posts follow the community).',
    options: AUDIENCE,
  },
  {
    key: 'storyVisibility',
    label: 'Story visibility',
    hint: 'Who will see your stories (stories are not available yet).',
    options: AUDIENCE,
  },
];

const INTERACTIONS: Choice<'allowComments' | 'allowMessages' | 'allowTags'>[] = [
  {
    key: 'allowComments',
    label: 'Who can comment',
    hint: 'Who may comment on your posts; you always can.',
    options: INTERACTION,
  },
  {
    key: 'allowMessages',
    label: 'Who can message you',
    hint: 'Who may send you direct messages.',
    options: INTERACTION,
  },
  {
    key: 'allowTags',
    label: 'Who can tag you',
    hint: 'Who may tag you (tagging is not available yet).',
    options: INTERACTION,
  },
];

type Flag =
  | 'showOnlineStatus'
  | 'showActivity'
  | 'showFollowers'
  | 'allowSearchByEmail'
  | 'allowSearchByPhone'
  | 'loginAlerts';

const FLAGS: { title: string; items: { key: Flag; label: string; hint: string }[] }[] = [
  {
    title: 'Activity',
    items: [
      {
        key: 'showOnlineStatus',
        label: 'Show online status',
        hint: 'Others see the green dot while you are online.',
      },
      {
        key: 'showActivity',
        label: 'Show activity',
        hint: 'Share your activity with others (not used yet).',
      },
      {
        key: 'showFollowers',
        label: 'Show followers and following',
        hint: 'When on, those who may see your profile see those lists too; when off, only you do. The counts stay visible.',
      },
    ],
  },
  {
    title: 'Discovery',
    items: [
      {
        key: 'allowSearchByEmail',
        label: 'Find me by email',
        hint: 'Someone who types your exact email address in search finds you.',
      },
      {
        key: 'allowSearchByPhone',
        label: 'Find me by phone',
        hint: 'Accounts have no phone numbers yet.',
      },
    ],
  },
  {
    title: 'Security',
    items: [
      {
        key: 'loginAlerts',
        label: 'Login alerts',
        hint: 'A notification and an email when your account signs in on a device it was not used on before.',
      },
    ],
  },
];

const AUDIENCE_RANK: Record<AudienceLevel, number> = { public: 0, friends: 1, private: 2 };

const audienceLabel = (level: AudienceLevel) =>
  AUDIENCE.find((option) => option.value === level)?.label ?? level;

/**
 * The two settings are separate: a closed profile does not take the posts out of others' feeds.
 * Said whenever the profile is closed to more people than the posts are.
 */
function visibilityGap(privacy: PrivacySettings): string | null {
  const { profileVisibility: profile, postVisibility: posts } = privacy;
  if (AUDIENCE_RANK[profile] <= AUDIENCE_RANK[posts]) return null;
  return `Your profile is "${audienceLabel(profile)}", but your posts are "${audienceLabel(posts)}": they still show in others' feeds and reels. To hide them too, change Post visibility.`;
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
  const { data, isLoading, isError } = useGetSettingsQuery();
  const [update, updating] = useUpdatePrivacyMutation();
  const saved = data?.privacy;
  // What the user changed, over what the server holds (Reset forgets it).
  const [edits, setEdits] = useState<Partial<PrivacySettings>>({});
  const draft = useMemo(() => (saved ? { ...saved, ...edits } : undefined), [saved, edits]);
  const changes = useMemo(() => (saved && draft ? changesOf(saved, draft) : {}), [saved, draft]);
  const dirty = Object.keys(changes).length > 0;

  if (isError) return <p role="alert">{PRIVACY_TEXTS.loadFailed}</p>;
  if (isLoading || !draft) return <MutedText>Loading...</MutedText>;

  const gap = visibilityGap(draft);

  const set = <K extends keyof PrivacySettings>(key: K, value: PrivacySettings[K]) =>
    setEdits((current) => ({ ...current, [key]: value }));

  async function save() {
    try {
      await update(changes).unwrap();
      setEdits({});
      toast.success(PRIVACY_TEXTS.saved);
    } catch (error) {
      toastFailure(PRIVACY_TEXTS.saveFailed, error);
    }
  }

  const choice = <K extends keyof PrivacySettings>(item: Choice<K>) => (
    <label key={item.key} className={styles.option}>
      <span className={styles.optionText}>
        <strong>{item.label}</strong>
        <span className={styles.muted}>{item.hint}</span>
      </span>
      <select
        name={item.key}
        value={String(draft[item.key])}
        onChange={(event) => set(item.key, event.target.value as PrivacySettings[K])}
      >
        {item.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className={styles.view}>
      <section className={styles.section} aria-label="Visibility">
        <h2 className={styles.sectionTitle}>Visibility</h2>
        {VISIBILITY.map((item) => (
          <Fragment key={item.key}>
            {choice(item)}
            {/* Right under the two settings it is about. */}
            {item.key === 'postVisibility' && gap && (
              <p className={styles.warning} role="status">
                {gap}
              </p>
            )}
          </Fragment>
        ))}
      </section>
      <section className={styles.section} aria-label="Interactions">
        <h2 className={styles.sectionTitle}>Interactions</h2>
        {INTERACTIONS.map(choice)}
      </section>
      {FLAGS.map((group) => (
        <section key={group.title} className={styles.section} aria-label={group.title}>
          <h2 className={styles.sectionTitle}>{group.title}</h2>
          {group.items.map((item) => (
            <label key={item.key} className={styles.option}>
              <span className={styles.optionText}>
                <strong>{item.label}</strong>
                <span className={styles.muted}>{item.hint}</span>
              </span>
              <Switch
                name={item.key}
                checked={draft[item.key]}
                onChange={(checked) => set(item.key, checked)}
              />
            </label>
          ))}
        </section>
      ))}
      {dirty && <p className={styles.notice}>{PRIVACY_TEXTS.unsaved}</p>}
      <div className={styles.actions}>
        <Button disabled={!dirty} loading={updating.isLoading} onClick={() => void save()}>
          Save Changes
        </Button>
        <Button variant="secondary" disabled={!dirty} onClick={() => setEdits({})}>
          Reset
        </Button>
      </div>
      {/* Each saves on its own: they take a code or end sessions, not a draft to save. */}
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
