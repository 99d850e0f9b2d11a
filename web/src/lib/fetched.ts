import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api-client';

interface Fetched<T> {
  data: T | undefined;
  error: unknown;
  pending: boolean;
  /** Asks again; the last answer stays shown meanwhile. */
  refresh: () => void;
}

/**
 * One GET the API answers, asked when the component mounts, again on `refresh`, and every `pollMs` and on window
 * focus when given. Hand-written on purpose, for the two things every signed-in screen loads at once ("Needs you"
 * and the bell's unread count): TanStack Query is ~11 KiB gzip, over the frame's whole budget; the screens, and the
 * bell's list, use TanStack Query.
 */
export function useFetched<T>(path: string, fallbackMessage: string, pollMs?: number): Fetched<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; pending: boolean }>({ pending: true });
  const [asked, setAsked] = useState(0);
  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  useEffect(() => {
    let current = true;
    apiRequest<T>(path, fallbackMessage).then(
      (data) => current && setState({ data, pending: false }),
      (error: unknown) => current && setState((previous) => ({ data: previous.data, error, pending: false })),
    );
    return () => {
      current = false;
    };
  }, [path, fallbackMessage, asked]);
  useEffect(() => {
    if (!pollMs) return;
    const timer = window.setInterval(refresh, pollMs);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [pollMs, refresh]);
  return { data: state.data, error: state.error, pending: state.pending, refresh };
}
