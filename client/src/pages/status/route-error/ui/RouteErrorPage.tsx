import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { IoWarningOutline } from 'react-icons/io5';
import { ROUTES } from '@/shared/config';
import { StatusPage } from '@/shared/ui';
import { i18n, useTranslation } from '@/shared/i18n';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `${error.status}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return i18n.t('status:error.generic');
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main className="page-center">
      <StatusPage
        icon={<IoWarningOutline />}
        title={t('status:error.title')}
        description={<code>{describe(error)}</code>}
        homeTo={ROUTES.feed}
      />
    </main>
  );
}
