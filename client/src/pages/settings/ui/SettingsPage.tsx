import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { IoChevronForward, IoClose } from 'react-icons/io5';
import { useDispatch, useSelector } from 'react-redux';
import { darkModeToggled, selectDarkMode } from '@/features/toggle-theme';
import { useLogout } from '@/features/auth';
import { ROUTES } from '@/shared/config';
import { BackHeader, Button, Page, Switch } from '@/shared/ui';
import { GROUP_LABELS, GROUPS, VIEWS } from '../model/views';
import styles from './SettingsPage.module.css';
import { useTranslation } from '@/shared/i18n';

/**
 * SPEC §2 Settings: the grouped list, and each item's view under 'Back to Settings'. The open
 * view is in the address (`?view=privacy`), so the browser's back button closes it too.
 */
export function SettingsPage() {
  const { t } = useTranslation();
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
        <BackHeader
          backLabel={t('settings:back')}
          onBack={() => setParams({})}
          title={t(open.label)}
        />
        {open.render()}
      </Page>
    );
  }

  return (
    <Page narrow>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('settings:title')}</h1>
        <button
          type="button"
          className={styles.close}
          aria-label={t('settings:close')}
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
          <section key={group} className={styles.group} aria-label={t(GROUP_LABELS[group])}>
            <h2 className={styles.groupTitle}>{t(GROUP_LABELS[group])}</h2>
            <ul className={styles.list}>
              {items.map((view) => (
                <li key={view.id}>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => setParams({ view: view.id })}
                  >
                    <span>
                      <span className={styles.label}>{t(view.label)}</span>
                      <span className={styles.hint}>{t(view.hint)}</span>
                    </span>
                    <IoChevronForward aria-hidden />
                  </button>
                </li>
              ))}
              {themeHere && (
                <li>
                  <label className={styles.item}>
                    <span>
                      <span className={styles.label}>{t('settings:darkMode')}</span>
                      <span className={styles.hint}>{t('settings:darkModeHint')}</span>
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
          if (window.confirm(t('settings:signOutQuestion'))) void logout();
        }}
      >
        {t('settings:signOut')}
      </Button>
    </Page>
  );
}
