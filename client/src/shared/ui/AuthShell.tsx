import type { ReactNode } from 'react';
import { IoBasketball, IoFootball, IoTrophy } from 'react-icons/io5';
import { Logo } from './Logo';
import styles from './AuthShell.module.css';

export interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Frame of the guest pages: a brand panel on wide screens and the form card. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <main className={styles.shell}>
      <section className={styles.hero} aria-hidden="true">
        <div className={styles.heroIcons}>
          <IoFootball />
          <IoBasketball />
          <IoTrophy />
        </div>
        <p className={styles.heroTitle}>Where fans, players and coaches meet.</p>
        <p className={styles.heroText}>
          Share your game, follow the action, and celebrate the sport you love.
        </p>
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
