import { useCurrentUserQuery } from '@/entities/user';
import { EditProfileForm } from '@/features/edit-profile';
import { useTranslation } from '@/shared/i18n';
import { Card, MutedText, Page } from '@/shared/ui';

/** /user/editProfile: picture, bio, gender and date of birth. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const { data: user, isLoading } = useCurrentUserQuery();
  return (
    <Page narrow>
      <Card title={t('profile:page.editProfile')}>
        {isLoading ? (
          <MutedText>{t('profile:page.loadingUser')}</MutedText>
        ) : (
          <EditProfileForm initial={user?.additionDetails} currentImage={user?.image} />
        )}
      </Card>
    </Page>
  );
}
