import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { homePathFor, type AuthResponse } from '@hr-portal/contract';
import { messageOf } from '../../lib/api-client';
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

  async function submit(values: T) {
    setBusy(true);
    setError(null);
    try {
      const { user } = await action(values);
      navigate(safeNextPath(params.get(NEXT_PARAM)) ?? homePathFor(user.role), { replace: true });
    } catch (caught) {
      setError(messageOf(caught, fallback));
      setBusy(false);
    }
  }

  return { busy, error, submit };
}
