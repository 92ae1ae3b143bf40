import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  useGetSettingsQuery,
  useUpdateNotificationsMutation,
  type NotificationPreferences,
} from '@/entities/account';
import { useTranslation } from '@/shared/i18n';
import { Button, MutedText, Switch, toastError } from '@/shared/ui';
import styles from './AccountViews.module.css';

type Key = keyof NotificationPreferences;

/**
 * The switches in order; each one's name and hint are `settings:notificationSettings.toggles.<key>`.
 * The server files connection requests and community joins under followNotifications too.
 */
const TOGGLES: Key[] = [
  'emailNotifications',
  'pushNotifications',
  'smsNotifications',
  'likeNotifications',
  'commentNotifications',
  'followNotifications',
  'messageNotifications',
];

/** The keys whose value differs from the stored one (only these are sent). */
function changedKeys(
  stored: NotificationPreferences,
  draft: NotificationPreferences,
): Partial<NotificationPreferences> {
  return Object.fromEntries(
    TOGGLES.filter((key) => stored[key] !== draft[key]).map((key) => [key, draft[key]]),
  );
}

export function NotificationsView() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetSettingsQuery();
  if (isLoading) return <MutedText>{t('common:loadingDots')}</MutedText>;
  if (isError || !data) return <p role="alert">{t('settings:notificationSettings.loadFailed')}</p>;
  return <NotificationsForm stored={data.notifications} />;
}

function NotificationsForm({ stored }: { stored: NotificationPreferences }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(stored);
  const [save, { isLoading }] = useUpdateNotificationsMutation();
  const changes = changedKeys(stored, draft);
  const dirty = Object.keys(changes).length > 0;
  const enabled = TOGGLES.filter((key) => draft[key]).length;
  const setAll = (on: boolean) =>
    setDraft((d) => TOGGLES.reduce((next, key) => ({ ...next, [key]: on }), d));

  const submit = async () => {
    if (!dirty) {
      toast(t('settings:notificationSettings.noChanges'));
      return;
    }
    try {
      const result = await save(changes).unwrap();
      if (result.data) setDraft(result.data);
      toast.success(t('settings:notificationSettings.saved'));
    } catch (error) {
      toastError(error, t('settings:notificationSettings.failed'));
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setAll(true)}>
          {t('settings:notificationSettings.enableAll')}
        </Button>
        <Button variant="secondary" onClick={() => setAll(false)}>
          {t('settings:notificationSettings.disableAll')}
        </Button>
      </div>
      <ul className={styles.toggles}>
        {TOGGLES.map((key) => (
          <li key={key}>
            <label className={styles.toggle}>
              <span>
                <strong>{t(`settings:notificationSettings.toggles.${key}.label`)}</strong>
                <br />
                <span className={styles.muted}>
                  {t(`settings:notificationSettings.toggles.${key}.hint`)}
                </span>
              </span>
              <Switch
                checked={draft[key]}
                onChange={(checked) => setDraft((d) => ({ ...d, [key]: checked }))}
              />
            </label>
          </li>
        ))}
      </ul>
      <p className={styles.muted} data-testid="notification-summary">
        {t('settings:notificationSettings.summary', { enabled, total: TOGGLES.length })}
      </p>
      {dirty && <p className={styles.notice}>{t('settings:unsaved')}</p>}
      <div className={styles.actions}>
        <Button loading={isLoading} onClick={() => void submit()}>
          {t('settings:saveChanges')}
        </Button>
        <Button variant="secondary" disabled={!dirty} onClick={() => setDraft(stored)}>
          {t('settings:reset')}
        </Button>
      </div>
    </div>
  );
}
