import { useState } from 'react';
import { POSTS } from '@/shared/config';
import { clipText } from '@/shared/lib';
import styles from './PostCaption.module.css';
import { useTranslation } from '@/shared/i18n';

export interface PostCaptionProps {
  text: string;
  className?: string;
}

/** The caption: first 60 characters, then 'more...' to expand and 'less...' to fold again. */
export function PostCaption({ text, className }: PostCaptionProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const preview = clipText(text, POSTS.captionPreview);
  const long = preview !== null;
  const shown = preview !== null && !expanded ? preview : text;
  return (
    <p dir="auto" className={[styles.caption, className].filter(Boolean).join(' ')}>
      {shown}
      {long && (
        <>
          {' '}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? t('feed:caption.less') : t('feed:caption.more')}
          </button>
        </>
      )}
    </p>
  );
}
