import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { IoWarningOutline } from 'react-icons/io5';
import { ROUTES } from '@/shared/config';
import { StatusPage } from '@/shared/ui';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `${error.status}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}

export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <main className="page-center">
      <StatusPage
        icon={<IoWarningOutline />}
        title="Unexpected Application Error!"
        description={<code>{describe(error)}</code>}
        homeTo={ROUTES.feed}
      />
    </main>
  );
}
