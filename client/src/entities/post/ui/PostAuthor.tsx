import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRelativeTime } from '@/shared/lib';
import { Avatar } from '@/shared/ui';
import { profilePath } from '../lib/profilePath';
import type { PostAuthor as Author } from '../model/types';
import styles from './PostAuthor.module.css';

export interface PostAuthorProps {
  author: Author;
  createdAt: string;
  /** Right-hand side: follow button, menu... */
  actions?: ReactNode;
}

/** Avatar (to the author's profile), name and relative date. */
export function PostAuthor({ author, createdAt, actions }: PostAuthorProps) {
  return (
    <header className={styles.author}>
      <Link
        to={profilePath(author._id)}
        className={styles.avatarLink}
        aria-label={`${author.userName} profile`}
      >
        <Avatar src={author.image} alt="" size={40} />
      </Link>
      <div className={styles.names}>
        <Link to={profilePath(author._id)} className={styles.name}>
          {author.fullName || author.userName}
        </Link>
        <span className={styles.meta}>
          <span className={styles.handle}>@{author.userName}</span>
          <time
            className={styles.when}
            dateTime={createdAt}
            title={new Date(createdAt).toLocaleString()}
          >
            {formatRelativeTime(createdAt)}
          </time>
        </span>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
