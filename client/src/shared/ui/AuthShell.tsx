import type { ReactNode } from 'react';
import { IoBasketball, IoFootball, IoTrophy } from 'react-icons/io5';
import { Logo } from './Logo';
import styles from './AuthShell.module.css';
import { useTranslation } from '../i18n';

export interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Frame of the guest pages: a brand panel on wide screens and the form card. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.shell}>
      <section className={styles.hero} aria-hidden="true">
        <div className={styles.heroIcons}>
          <IoFootball />
          <IoBasketball />
          <IoTrophy />
        </div>
        <p className={styles.heroTitle}>{t('auth:hero.title')}</p>
        <p className={styles.heroText}>{t('auth:hero.text')}</p>
      </section>
      <section className={styles.panel}>
        <div className={styles.card}>
          <div className={styles.brand}>
            <Logo />
          </div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
        </div>
      </section>
    </main>
  );
}
