import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  useGetDataDownloadQuery,
  useGetSettingsQuery,
  useHibernateMutation,
  useRequestDataDownloadMutation,
  type AccountStatus,
  type ConfirmWord,
} from '@/entities/account';
import { useLogout, useLogoutEverywhere } from '@/features/auth';
import { useReactivateAccount } from '../model/useReactivateAccount';
import { endingSession } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { clearSession } from '@/shared/lib';
import { loggedOut } from '@/shared/model';
import { useTranslation } from '@/shared/i18n';
import { Button, MutedText, toastError } from '@/shared/ui';
import { ConfirmWordDialog } from './ConfirmWordDialog';
import styles from './AccountViews.module.css';
import { formatDate } from '@/shared/lib';

/** Deletion has its own page, where DELETE is typed (once) beside the password. */
type DialogWord = Exclude<ConfirmWord, 'DELETE'>;

/** Each dialog's texts, as catalogue keys. */
const DIALOGS: Record<
  DialogWord,
  { title: string; description: string; confirmLabel: string; danger?: boolean }
> = {
  HIBERNATE: {
    title: 'settings:accountStatus.hibernate.title',
    description: 'settings:accountStatus.hibernate.description',
    confirmLabel: 'settings:accountStatus.hibernate.action',
    danger: true,
  },
  REACTIVATE: {
    title: 'settings:accountStatus.reactivate.title',
    description: 'settings:accountStatus.reactivate.description',
    confirmLabel: 'settings:accountStatus.reactivate.action',
  },
  DOWNLOAD: {
    title: 'settings:accountStatus.download.dialogTitle',
    description: 'settings:accountStatus.download.description',
    confirmLabel: 'settings:accountStatus.download.action',
  },
};

function longDate(iso: string): string {
  return formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** SPEC §2/§4 Account Management: status card and the four confirmed actions, plus Logout. */
export function AccountStatusView() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetSettingsQuery();
  if (isLoading) return <MutedText>{t('common:loadingDots')}</MutedText>;
  if (isError || !data) return <p role="alert">{t('settings:accountStatus.loadFailed')}</p>;
  return <AccountManagement status={data.account_status} />;
}

function AccountManagement({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<DialogWord | null>(null);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [hibernate, hibernating] = useHibernateMutation();
  const { reactivate, isLoading: reactivating } = useReactivateAccount();
  const [requestDownload, requesting] = useRequestDataDownloadMutation();
  // Its link shows when the 'ready' notification comes (the app's live updates read it again).
  const download = useGetDataDownloadQuery();
  const { logout } = useLogout();
  const { logoutEverywhere, isLoading: loggingOutEverywhere } = useLogoutEverywhere();

  const confirm = async (word: DialogWord) => {
    if (word === 'HIBERNATE') {
      try {
        await endingSession(() => hibernate().unwrap());
        toast.success(t('settings:accountStatus.hibernate.done'));
        setDialog(null);
        // The server ended every session: this one is over too.
        clearSession();
        dispatch(loggedOut({ exitPath: ROUTES.login }));
      } catch (error) {
        toastError(error, t('settings:accountStatus.hibernate.failed'));
      }
    } else if (word === 'REACTIVATE') {
      if (await reactivate()) setDialog(null);
    } else {
      try {
        const result = await requestDownload().unwrap();
        toast.success(result.message ?? t('settings:accountStatus.download.requested'));
        setDialog(null);
      } catch (error) {
        toastError(error, t('settings:accountStatus.download.requestFailed'));
      }
    }
  };

  const ready = download.data?.status === 'ready' ? download.data : null;

  return (
    <div className={styles.stack}>
      <section
        className={`${styles.box} ${styles.status}`}
        aria-label={t('settings:accountStatus.region')}
      >
        <p className={styles.statusLine}>
          {status.isHibernated
            ? t('settings:accountStatus.hibernated')
            : t('settings:accountStatus.active')}
        </p>
        {status.isHibernated && status.hibernatedAt && (
          <span className={styles.muted}>
            {t('settings:accountStatus.hibernatedSince', { date: longDate(status.hibernatedAt) })}
          </span>
        )}
      </section>

      <section className={`${styles.box} ${styles.row}`}>
        <span>
          <strong>
            {status.isHibernated
              ? t('settings:accountStatus.reactivate.title')
              : t('settings:accountStatus.hibernate.title')}
          </strong>
          <br />
          <span className={styles.muted}>
            {status.isHibernated
              ? t('settings:accountStatus.reactivate.hint')
              : t('settings:accountStatus.hibernate.hint')}
          </span>
        </span>
        {status.isHibernated ? (
          <Button onClick={() => setDialog('REACTIVATE')}>
            {t('settings:accountStatus.reactivate.action')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setDialog('HIBERNATE')}>
            {t('settings:accountStatus.hibernate.action')}
          </Button>
        )}
      </section>

      <section className={`${styles.box} ${styles.row}`}>
        <span>
          <strong>{t('settings:accountStatus.download.title')}</strong>
          <br />
          <span className={styles.muted}>
            {download.data?.status === 'pending'
              ? t('settings:accountStatus.download.pending')
              : download.data?.status === 'failed'
                ? t('settings:accountStatus.download.failed')
                : t('settings:accountStatus.download.hint')}
          </span>
          {ready?.url && (
            <>
              <br />
              <a href={ready.url} download>
                {t('settings:accountStatus.download.link')}
              </a>
              {ready.expiresAt && (
                <span className={styles.muted}>
                  {' '}
                  {t('settings:accountStatus.download.until', { date: longDate(ready.expiresAt) })}
                </span>
              )}
            </>
          )}
        </span>
        <Button variant="secondary" onClick={() => setDialog('DOWNLOAD')}>
          {t('settings:accountStatus.download.action')}
        </Button>
      </section>

      <section className={`${styles.box} ${styles.row}`}>
        <span>
          <strong>{t('settings:accountStatus.logout.title')}</strong>
          <br />
          <span className={styles.muted}>{t('settings:accountStatus.logout.hint')}</span>
        </span>
        <Button
          variant="secondary"
          onClick={() => {
            if (window.confirm(t('settings:signOutQuestion'))) void logout();
          }}
        >
          {t('settings:accountStatus.logout.action')}
        </Button>
      </section>

      <section className={`${styles.box} ${styles.row}`}>
        <span>
          <strong>{t('settings:accountStatus.everywhere.title')}</strong>
          <br />
          <span className={styles.muted}>{t('settings:accountStatus.everywhere.hint')}</span>
        </span>
        <Button
          variant="secondary"
          disabled={loggingOutEverywhere}
          onClick={() => {
            if (window.confirm(t('settings:accountStatus.everywhere.confirm'))) {
              void logoutEverywhere();
            }
          }}
        >
          {t('settings:accountStatus.everywhere.action')}
        </Button>
      </section>

      <section className={`${styles.box} ${styles.row}`}>
        <span>
          <strong>{t('settings:accountStatus.delete.title')}</strong>
          <br />
          <span className={styles.muted}>{t('settings:accountStatus.delete.hint')}</span>
        </span>
        <Button variant="danger" onClick={() => navigate(ROUTES.deleteAccount)}>
          {t('settings:accountStatus.delete.action')}
        </Button>
      </section>

      {dialog && (
        <ConfirmWordDialog
          open
          word={dialog}
          title={t(DIALOGS[dialog].title)}
          description={t(DIALOGS[dialog].description)}
          confirmLabel={t(DIALOGS[dialog].confirmLabel)}
          danger={DIALOGS[dialog].danger}
          busy={hibernating.isLoading || reactivating || requesting.isLoading}
          onConfirm={() => void confirm(dialog)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
