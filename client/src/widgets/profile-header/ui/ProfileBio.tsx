import { Card } from '@/shared/ui';
import styles from './ProfileHeader.module.css';

export function ProfileBio({ bio }: { bio: string | null | undefined }) {
  return (
    <Card title="Bio">
      <p dir="auto" className={styles.bio}>
        {bio?.trim() || 'No bio yet.'}
      </p>
    </Card>
  );
}
