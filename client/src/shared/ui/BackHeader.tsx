import { IoArrowBack } from 'react-icons/io5';
import styles from './BackHeader.module.css';

export interface BackHeaderProps {
  /** The back button's text, e.g. 'Back to Settings'. */
  backLabel: string;
  onBack: () => void;
  title: string;
}

/** A sub-view's top: the way back above its heading, the same on every settings view. */
export function BackHeader({ backLabel, onBack, title }: BackHeaderProps) {
  return (
    <>
      <button type="button" className={styles.back} onClick={onBack}>
        <IoArrowBack aria-hidden /> {backLabel}
      </button>
      <h1 className={styles.title}>{title}</h1>
    </>
  );
}
