import { Navigate, Outlet } from 'react-router-dom';
import type { Role } from '@hr-portal/contract';
import { LoadingText } from '../components/ui/status-text';
import { useSession } from '../stores/session';

/**
 * Route guard (spec §2): no signed-in role -> /login; a role outside `allowed` -> /unauthorized;
 * otherwise the nested routes. Waits for Firebase Auth to restore the session before deciding.
 */
export function RequireRole({ allowed }: { allowed: readonly Role[] }) {
  const { user, ready } = useSession();
  if (!ready) return <LoadingText>Loading...</LoadingText>;
  if (!user?.role) return <Navigate to="/login" replace />;
  if (!allowed.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
