import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useGetSessionsQuery,
  type SessionInfo,
} from '@/entities/account';
import { useTranslation } from '@/shared/i18n';
import { Button, MutedText, toastError } from '@/shared/ui';
import viewStyles from './SettingsViews.module.css';
import styles from './AccountSecurity.module.css';
import { formatDateTime } from '@/shared/lib';

const when = (iso: string) => formatDateTime(iso);

/**
 * Every session of the account: the device, the address, when it signed in and was last used.
 * Ending one signs that device out at once; the login alert e-mail links here (`#sessions`).
 */
export function SessionsSection() {
  const { t } = useTranslation();
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
      toast.success(t('settings:sessions.ended'));
    } catch (error) {
      toastError(error, t('settings:sessions.endFailed'));
    }
  };

  const endAllOthers = async () => {
    try {
      const result = await endOthers().unwrap();
      toast.success(
        result.data?.ended ? t('settings:sessions.othersEnded') : t('settings:sessions.noOthers'),
      );
    } catch (error) {
      toastError(error, t('settings:sessions.othersFailed'));
    }
  };

  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <section
      ref={section}
      id="sessions"
      className={viewStyles.section}
      aria-label={t('settings:sessions.title')}
    >
      <h2 className={viewStyles.sectionTitle}>{t('settings:sessions.title')}</h2>
      <p className={styles.lead}>{t('settings:sessions.lead')}</p>
      {isError && (
        <p className={styles.error} role="alert">
          {t('settings:sessions.loadFailed')}
        </p>
      )}
      {isLoading && <MutedText>{t('common:loadingDots')}</MutedText>}
      {sessions && (
        <ul className={styles.sessions}>
          {sessions.map((s) => (
            <li key={s._id} className={styles.session}>
              <span className={styles.sessionText}>
                <strong>
                  {s.device ?? t('settings:sessions.unknownDevice')}
                  {s.current && (
                    <span className={styles.current}>{t('settings:sessions.thisDevice')}</span>
                  )}
                </strong>
                <span className={styles.meta}>{s.ip ?? t('settings:sessions.unknownAddress')}</span>
                <span className={styles.meta}>
                  {t('settings:sessions.times', {
                    signedIn: when(s.createdAt),
                    lastActive: when(s.lastUsedAt),
                  })}
                </span>
              </span>
              {!s.current && (
                <Button
                  variant="secondary"
                  loading={ending.isLoading && ending.originalArgs === s._id}
                  onClick={() => void end(s)}
                  aria-label={t('settings:sessions.signOutOne', {
                    device: s.device ?? t('settings:sessions.unknownDevice'),
                    address: s.ip ?? t('settings:sessions.addressUnknown'),
                  })}
                >
                  {t('settings:sessions.signOut')}
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
            {t('settings:sessions.signOutOthers')}
          </Button>
        </div>
      )}
    </section>
  );
}
