import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { homePathFor } from '@hr-portal/contract';
import { useSession } from '../stores/session';

/**
 * /apply/{jobId}?src=: where a careers page's Apply leads (through sign-in or sign-up when needed). It opens the
 * role's job board with that job's Select Resume dialog, carrying the source along.
 */
export function ApplyRedirect() {
  const role = useSession((state) => state.user?.role);
  const { jobId = '' } = useParams();
  const [params] = useSearchParams();
  const source = params.get('src');
  // The API checks the source's shape when the application is made.
  const query = new URLSearchParams({ apply: jobId, ...(source ? { src: source } : {}) });
  return <Navigate to={`${homePathFor(role!)}/jobs?${query}`} replace />;
}
