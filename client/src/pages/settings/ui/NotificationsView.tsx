import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  useGetSettingsQuery,
  useUpdateNotificationsMutation,
  type NotificationPreferences,
} from '@/entities/account';
import { Button, MutedText, Switch, toastError } from '@/shared/ui';
import styles from './AccountViews.module.css';

type Key = keyof NotificationPreferences;

const TOGGLES: { key: Key; label: string; hint: string }[] = [
  { key: 'emailNotifications', label: 'Email Notifications', hint: 'Updates sent to your email' },
  { key: 'pushNotifications', label: 'Push Notifications', hint: 'Alerts on this device' },
  { key: 'smsNotifications', label: 'SMS Notifications', hint: 'Text messages to your phone' },
  { key: 'likeNotifications', label: 'Likes', hint: 'When someone likes your post' },
  { key: 'commentNotifications', label: 'Comments', hint: 'When someone comments or replies' },
  // The server files connection requests and community joins under this switch too.
  {
    key: 'followNotifications',
    label: 'Followers & Connections',
    hint: 'When someone follows you, asks to connect or joins your community',
  },
  { key: 'messageNotifications', label: 'Messages', hint: 'When you get a new message' },
];

/** The keys whose value differs from the stored one (only these are sent). */
function changedKeys(
  stored: NotificationPreferences,
  draft: NotificationPreferences,
): Partial<NotificationPreferences> {
  return Object.fromEntries(
    TOGGLES.filter(({ key }) => stored[key] !== draft[key]).map(({ key }) => [key, draft[key]]),
  );
}

export function NotificationsView() {
  const { data, isLoading, isError } = useGetSettingsQuery();
  if (isLoading) return <MutedText>Loading...</MutedText>;
  if (isError || !data) return <p role="alert">Failed to load notification settings</p>;
  return <NotificationsForm stored={data.notifications} />;
}

function NotificationsForm({ stored }: { stored: NotificationPreferences }) {
  const [draft, setDraft] = useState(stored);
  const [save, { isLoading }] = useUpdateNotificationsMutation();
  const changes = changedKeys(stored, draft);
  const dirty = Object.keys(changes).length > 0;
  const enabled = TOGGLES.filter(({ key }) => draft[key]).length;
  const setAll = (on: boolean) =>
    setDraft((d) => TOGGLES.reduce((next, { key }) => ({ ...next, [key]: on }), d));

  const submit = async () => {
    if (!dirty) {
      toast('No changes to save');
      return;
    }
    try {
      const result = await save(changes).unwrap();
      if (result.data) setDraft(result.data);
      toast.success('Notification settings updated successfully');
    } catch (error) {
      toastError(error, 'Could not update notification settings');
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setAll(true)}>
          Enable All
        </Button>
        <Button variant="secondary" onClick={() => setAll(false)}>
          Disable All
        </Button>
      </div>
      <ul className={styles.toggles}>
        {TOGGLES.map(({ key, label, hint }) => (
          <li key={key}>
            <label className={styles.toggle}>
              <span>
                <strong>{label}</strong>
                <br />
                <span className={styles.muted}>{hint}</span>
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
        {enabled} of {TOGGLES.length} notification types enabled
      </p>
      {dirty && <p className={styles.notice}>You have unsaved changes</p>}
      <div className={styles.actions}>
        <Button loading={isLoading} onClick={() => void submit()}>
          Save Changes
        </Button>
        <Button variant="secondary" disabled={!dirty} onClick={() => setDraft(stored)}>
          Reset
        </Button>
      </div>
    </div>
  );
}
