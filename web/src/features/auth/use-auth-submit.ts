import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { homePathFor, type AuthResponse } from '@hr-portal/contract';
import { ApiError, messageOf } from '../../lib/api-client';
import { NEXT_PARAM, safeNextPath } from '../../lib/next-path';

/**
 * What signing in and signing up share: busy while the call runs, the server's message (or `fallback`) on
 * failure, and on success the page that sent them to sign in (`?next=`) or the role's home page.
 */
export function useAuthSubmit<T>(action: (values: T) => Promise<AuthResponse>, fallback: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<number | null>(null);

  async function submit(values: T) {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const { user } = await action(values);
      navigate(safeNextPath(params.get(NEXT_PARAM)) ?? homePathFor(user.role), { replace: true });
    } catch (caught) {
      setError(messageOf(caught, fallback));
      setStatus(caught instanceof ApiError ? caught.status : null);
      setBusy(false);
    }
  }

  /** `status`: the HTTP status of the last failure (429: too many attempts), or null. */
  return { busy, error, status, submit };
}
