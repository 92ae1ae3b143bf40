import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useGetSessionsQuery,
  type SessionInfo,
} from '@/entities/account';
import { Button, MutedText, toastError } from '@/shared/ui';
import viewStyles from './SettingsViews.module.css';
import styles from './AccountSecurity.module.css';
import { formatDateTime } from '@/shared/lib';

export const SESSIONS_TITLE = 'Where you’re signed in';

const when = (iso: string) => formatDateTime(iso);

/**
 * Every session of the account: the device, the address, when it signed in and was last used.
 * Ending one signs that device out at once; the login alert e-mail links here (`#sessions`).
 */
export function SessionsSection() {
  const { data: sessions, isLoading, isError } = useGetSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (window.location.hash === '#sessions' && sessions) {
      section.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [sessions]);

  const end = async (session: SessionInfo) => {
    try {
      await endSession(session._id).unwrap();
      toast.success('Signed out of that device');
    } catch (error) {
      toastError(error, 'Could not sign out of that device');
    }
  };

  const endAllOthers = async () => {
    try {
      const result = await endOthers().unwrap();
      toast.success(
        result.data?.ended ? 'Signed out of all other devices' : 'No other devices were signed in',
      );
    } catch (error) {
      toastError(error, 'Could not sign out of the other devices');
    }
  };

  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <section ref={section} id="sessions" className={viewStyles.section} aria-label={SESSIONS_TITLE}>
      <h2 className={viewStyles.sectionTitle}>{SESSIONS_TITLE}</h2>
      <p className={styles.lead}>
        The devices signed in to your account. If you do not recognise one, sign it out and change
        your password.
      </p>
      {isError && (
        <p className={styles.error} role="alert">
          Could not load your sessions
        </p>
      )}
      {isLoading && <MutedText>Loading...</MutedText>}
      {sessions && (
        <ul className={styles.sessions}>
          {sessions.map((s) => (
            <li key={s._id} className={styles.session}>
              <span className={styles.sessionText}>
                <strong>
                  {s.device ?? 'Unknown device'}
                  {s.current && <span className={styles.current}>This device</span>}
                </strong>
                <span className={styles.meta}>{s.ip ?? 'Unknown address'}</span>
                <span className={styles.meta}>
                  Signed in {when(s.createdAt)} · Last active {when(s.lastUsedAt)}
                </span>
              </span>
              {!s.current && (
                <Button
                  variant="secondary"
                  loading={ending.isLoading && ending.originalArgs === s._id}
                  onClick={() => void end(s)}
                  aria-label={`Sign out ${s.device ?? 'Unknown device'} (${s.ip ?? 'unknown address'})`}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others > 0 && (
        <div className={styles.actions}>
          <Button
            variant="danger"
            loading={endingOthers.isLoading}
            onClick={() => void endAllOthers()}
          >
            Sign out of all other devices
          </Button>
        </div>
      )}
    </section>
  );
}
