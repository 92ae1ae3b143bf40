import { useTranslation } from '@/shared/i18n';
import { Card } from '@/shared/ui';
import styles from './ProfileHeader.module.css';

export function ProfileBio({ bio }: { bio: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Card title={t('profile:header.bio')}>
      <p dir="auto" className={styles.bio}>
        {bio?.trim() || t('profile:header.noBio')}
      </p>
    </Card>
  );
}
