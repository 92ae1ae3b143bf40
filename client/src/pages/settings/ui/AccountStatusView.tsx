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
import { Button, MutedText, toastError } from '@/shared/ui';
import { ConfirmWordDialog } from './ConfirmWordDialog';
import styles from './AccountViews.module.css';
import { formatDate } from '@/shared/lib';

export const SIGN_OUT_CONFIRM = 'Are you sure you want to sign out?';
export const SIGN_OUT_EVERYWHERE_CONFIRM =
  'Sign out on every device, this one too? Data download links stop working as well.';

/** Deletion has its own page, where DELETE is typed (once) beside the password. */
type DialogWord = Exclude<ConfirmWord, 'DELETE'>;

const DIALOGS: Record<
  DialogWord,
  { title: string; description: string; confirmLabel: string; danger?: boolean }
> = {
  HIBERNATE: {
    title: 'Hibernate Account',
    description:
      'Your profile, posts and comments will be hidden from everyone and you will be signed out everywhere. You can still log in, but your account stays hidden until you reactivate it here in Account Status.',
    confirmLabel: 'Hibernate',
    danger: true,
  },
  REACTIVATE: {
    title: 'Reactivate Account',
    description: 'Your profile, posts and comments will be visible again.',
    confirmLabel: 'Reactivate',
  },
  DOWNLOAD: {
    title: 'Request Data Download',
    description:
      'We will prepare a ZIP file of your profile, posts, comments, likes, connections and media, and email you a link that works for 7 days.',
    confirmLabel: 'Request Download',
  },
};

function longDate(iso: string): string {
  return formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** SPEC §2/§4 Account Management: status card and the four confirmed actions, plus Logout. */
export function AccountStatusView() {
  const { data, isLoading, isError } = useGetSettingsQuery();
  if (isLoading) return <MutedText>Loading...</MutedText>;
  if (isError || !data) return <p role="alert">Failed to load account status</p>;
  return <AccountManagement status={data.account_status} />;
}

function AccountManagement({ status }: { status: AccountStatus }) {
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
        toast.success('Account hibernated successfully');
        setDialog(null);
        // The server ended every session: this one is over too.
        clearSession();
        dispatch(loggedOut({ exitPath: ROUTES.login }));
      } catch (error) {
        toastError(error, 'Could not hibernate account');
      }
    } else if (word === 'REACTIVATE') {
      if (await reactivate()) setDialog(null);
    } else {
      try {
        const result = await requestDownload().unwrap();
        toast.success(
          result.message ?? 'Data download requested. You will receive an email when ready.',
        );
        setDialog(null);
      } catch (error) {
        toastError(error, 'Could not request data download');
      }
    }
  };

  const ready = download.data?.status === 'ready' ? download.data : null;

  return (
    <div className={styles.stack}>
      <section className={`${styles.box} ${styles.status}`} aria-label="Account status">
        <p className={styles.statusLine}>
          Account Status: {status.isHibernated ? 'Hibernated' : 'Active'}
        </p>
        {status.isHibernated && status.hibernatedAt && (
          <span className={styles.muted}>Hibernated since {longDate(status.hibernatedAt)}</span>
        )}
      </section>

      <section className={`${styles.box} ${styles.row}`}>
        <span>
          <strong>{status.isHibernated ? 'Reactivate Account' : 'Hibernate Account'}</strong>
          <br />
          <span className={styles.muted}>
            {status.isHibernated
              ? 'Make your profile and posts visible again'
              : 'Hide your profile and posts until you come back'}
          </span>
        </span>
        {status.isHibernated ? (
          <Button onClick={() => setDialog('REACTIVATE')}>Reactivate</Button>
        ) : (
          <Button variant="secondary" onClick={() => setDialog('HIBERNATE')}>
            Hibernate
          </Button>
        )}
      </section>

      <section className={`${styles.box} ${styles.row}`}>
        <span>
          <strong>Download Your Data</strong>
          <br />
          <span className={styles.muted}>
            {download.data?.status === 'pending'
              ? 'Your download is being prepared.'
              : download.data?.status === 'failed'
                ? 'The last download could not be prepared. Please request it again.'
                : 'A copy of your profile, posts and activity'}
          </span>
          {ready?.url && (
            <>
              <br />
              <a href={ready.url} download>
                Download
              </a>
              {ready.expiresAt && (
                <span className={styles.muted}> (until {longDate(ready.expiresAt)})</span>
              )}
            </>
          )}
        </span>
        <Button variant="secondary" onClick={() => setDialog('DOWNLOAD')}>
          Request Download
        </Button>
      </section>

      <section className={`${styles.box} ${styles.row}`}>
        <span>
          <strong>Logout</strong>
          <br />
          <span className={styles.muted}>Sign out of this device</span>
        </span>
        <Button
          variant="secondary"
          onClick={() => {
            if (window.confirm(SIGN_OUT_CONFIRM)) void logout();
          }}
        >
          Logout
        </Button>
      </section>

      <section className={`${styles.box} ${styles.row}`}>
        <span>
          <strong>Log Out Everywhere</strong>
          <br />
          <span className={styles.muted}>Sign out on every device and end download links</span>
        </span>
        <Button
          variant="secondary"
          disabled={loggingOutEverywhere}
          onClick={() => {
            if (window.confirm(SIGN_OUT_EVERYWHERE_CONFIRM)) void logoutEverywhere();
          }}
        >
          Log Out Everywhere
        </Button>
      </section>

      <section className={`${styles.box} ${styles.row}`}>
        <span>
          <strong>Delete Account</strong>
          <br />
          <span className={styles.muted}>Permanently delete your account and data</span>
        </span>
        <Button variant="danger" onClick={() => navigate(ROUTES.deleteAccount)}>
          Delete Account
        </Button>
      </section>

      {dialog && (
        <ConfirmWordDialog
          open
          word={dialog}
          {...DIALOGS[dialog]}
          busy={hibernating.isLoading || reactivating || requesting.isLoading}
          onConfirm={() => void confirm(dialog)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
