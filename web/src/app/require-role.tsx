import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPathFor } from '../lib/next-path';
import type { Role } from '@hr-portal/contract';
import { LoadingText } from '../components/ui/status-text';
import { useSession } from '../stores/session';

/**
 * Route guard (spec §2): no signed-in role -> /login; a role outside `allowed` -> /unauthorized;
 * otherwise the nested routes. Waits for Firebase Auth to restore the session before deciding.
 */
export function RequireRole({ allowed }: { allowed: readonly Role[] }) {
  const { user, ready } = useSession();
  const location = useLocation();
  if (!ready) return <LoadingText>Loading...</LoadingText>;
  // Back here after signing in (e.g. Apply on a careers page).
  if (!user?.role) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (!allowed.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
