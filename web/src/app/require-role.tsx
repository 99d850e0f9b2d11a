import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPathFor } from '../lib/next-path';
import type { Role } from '@hr-portal/contract';
import { LoadingText } from '../components/ui/status-text';
import { useSession } from '../stores/session';

/**
 * Route guard: no signed-in role -> /login; a role outside `allowed` -> /unauthorized;
 * otherwise the nested routes. Waits for Firebase Auth to restore the session before deciding.
 */
export function RequireRole({ allowed }: { allowed: readonly Role[] }) {
  const { user, ready } = useSession();
  const location = useLocation();
  if (!ready) return <LoadingText>Loading...</LoadingText>;
  // Apply on a careers page comes back here after signing in; anything else starts from the role's home (a
  // sign-out, or an expired session, must not send the next person to the last one's page).
  if (!user?.role) {
    const applying = location.pathname.startsWith('/apply/');
    return <Navigate to={applying ? loginPathFor(location.pathname + location.search) : '/login'} replace />;
  }
  if (!allowed.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
