import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { IoWarningOutline } from 'react-icons/io5';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { StatusPage } from '@/shared/ui';

/** The error's own words (a status text, an exception's message), else null. */
function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return error.statusText || `${error.status}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return null;
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main className="page-center">
      <StatusPage
        icon={<IoWarningOutline />}
        title={t('status:routeError.title')}
        description={<code>{describe(error) ?? t('status:routeError.fallback')}</code>}
        homeTo={ROUTES.feed}
      />
    </main>
  );
}
