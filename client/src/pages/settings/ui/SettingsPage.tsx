import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { IoChevronForward, IoClose } from 'react-icons/io5';
import { useDispatch, useSelector } from 'react-redux';
import { darkModeToggled, selectDarkMode } from '@/features/toggle-theme';
import { useLogout } from '@/features/auth';
import { ROUTES } from '@/shared/config';
import { BackHeader, Button, Page, Switch } from '@/shared/ui';
import { GROUPS, VIEWS } from '../model/views';
import styles from './SettingsPage.module.css';

export const SIGN_OUT_QUESTION = 'Are you sure you want to sign out?';

/**
 * SPEC §2 Settings: the grouped list, and each item's view under 'Back to Settings'. The open
 * view is in the address (`?view=privacy`), so the browser's back button closes it too.
 */
export function SettingsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The login alert e-mail links to `/settings#sessions`: the list of devices is in this view.
  const viewId = params.get('view') ?? (location.hash === '#sessions' ? 'privacy' : null);
  const open = VIEWS.find((v) => v.id === viewId);
  const darkMode = useSelector(selectDarkMode);
  const dispatch = useDispatch();
  const { logout } = useLogout();

  if (open) {
    return (
      <Page narrow>
        <BackHeader backLabel="Back to Settings" onBack={() => setParams({})} title={open.label} />
        {open.render()}
      </Page>
    );
  }

  return (
    <Page narrow>
      <header className={styles.header}>
        <h1 className={styles.title}>Settings</h1>
        <button
          type="button"
          className={styles.close}
          aria-label="Close settings"
          onClick={() =>
            // On the tab's first page there is no page of the app to go back to: back would leave it.
            location.key === 'default' ? navigate(ROUTES.feed, { replace: true }) : navigate(-1)
          }
        >
          <IoClose aria-hidden />
        </button>
      </header>
      {GROUPS.map((group) => {
        const items = VIEWS.filter((v) => v.group === group);
        const themeHere = group === 'Display & Language';
        if (items.length === 0 && !themeHere) return null;
        return (
          <section key={group} className={styles.group} aria-label={group}>
            <h2 className={styles.groupTitle}>{group}</h2>
            <ul className={styles.list}>
              {items.map((view) => (
                <li key={view.id}>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => setParams({ view: view.id })}
                  >
                    <span>
                      <span className={styles.label}>{view.label}</span>
                      <span className={styles.hint}>{view.hint}</span>
                    </span>
                    <IoChevronForward aria-hidden />
                  </button>
                </li>
              ))}
              {themeHere && (
                <li>
                  <label className={styles.item}>
                    <span>
                      <span className={styles.label}>Dark Mode</span>
                      <span className={styles.hint}>Easier on the eyes at night</span>
                    </span>
                    <Switch checked={darkMode} onChange={() => dispatch(darkModeToggled())} />
                  </label>
                </li>
              )}
            </ul>
          </section>
        );
      })}
      <Button
        variant="danger"
        onClick={() => {
          if (window.confirm(SIGN_OUT_QUESTION)) void logout();
        }}
      >
        Sign Out
      </Button>
    </Page>
  );
}
