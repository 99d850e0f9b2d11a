import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { homePathFor, type AuthResponse } from '@hr-portal/contract';
import { messageOf } from '../../lib/api-client';

/**
 * What signing in and signing up share: busy while the call runs, the server's message (or `fallback`) on
 * failure, and the role's home page on success.
 */
export function useAuthSubmit<T>(action: (values: T) => Promise<AuthResponse>, fallback: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: T) {
    setBusy(true);
    setError(null);
    try {
      const { user } = await action(values);
      navigate(homePathFor(user.role), { replace: true });
    } catch (caught) {
      setError(messageOf(caught, fallback));
      setBusy(false);
    }
  }

  return { busy, error, submit };
}
