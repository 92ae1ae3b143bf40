import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router-dom';
import { selectExitPath, selectIsAuthenticated } from '@/entities/session';
import { ROUTES } from '@/shared/config';

/** Protected area: without a stored token the visitor goes to the login page. */
export function RequireAuth() {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const exitPath = useSelector(selectExitPath);
  if (!isAuthenticated) return <Navigate to={exitPath} replace />;
  return <Outlet />;
}

/** Guest pages: someone already logged in goes straight to the feed. */
export function GuestOnly() {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  if (isAuthenticated) return <Navigate to={ROUTES.feed} replace />;
  return <Outlet />;
}
