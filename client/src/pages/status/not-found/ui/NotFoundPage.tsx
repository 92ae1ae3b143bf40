import { IoCompassOutline } from 'react-icons/io5';
import { ROUTES } from '@/shared/config';
import { StatusPage } from '@/shared/ui';

export function NotFoundPage() {
  return (
    <main className="page-center">
      <StatusPage
        icon={<IoCompassOutline />}
        title="Page not Found"
        description="The page you are looking for does not exist or has moved."
        homeTo={ROUTES.feed}
      />
    </main>
  );
}
