import { useCurrentUserQuery } from '@/entities/user';
import { EditProfileForm } from '@/features/edit-profile';
import { Card, MutedText, Page } from '@/shared/ui';

/** /user/editProfile: picture, bio, gender and date of birth. */
export function EditProfilePage() {
  const { data: user, isLoading } = useCurrentUserQuery();
  return (
    <Page narrow>
      <Card title="Edit Profile">
        {isLoading ? (
          <MutedText>Loading user data...</MutedText>
        ) : (
          <EditProfileForm initial={user?.additionDetails} currentImage={user?.image} />
        )}
      </Card>
    </Page>
  );
}
