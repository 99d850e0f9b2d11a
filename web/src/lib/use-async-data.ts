import { startTransition, useCallback, useEffect, useState } from 'react';
import { messageOf } from './api-client';

interface AsyncState<T> {
  data: T;
  loading: boolean;
  error: string | null;
}

/**
 * Loads data when the component mounts (and when `load` changes), exposing loading and error state.
 * `reload()` fetches again while the current data stays on screen. `load` must be stable (useCallback or
 * module-level). Failures show the error's message, or `fallbackMessage`.
 */
export function useAsyncData<T>(load: () => Promise<T>, initial: T, fallbackMessage: string) {
  const [state, setState] = useState<AsyncState<T>>({ data: initial, loading: true, error: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      // A transition: a long list renders in slices instead of one long task that blocks input.
      (data) => current && startTransition(() => setState({ data, loading: false, error: null })),
      (error: unknown) =>
        current &&
        setState((previous) => ({
          ...previous,
          loading: false,
          error: messageOf(error, fallbackMessage),
        })),
    );
    return () => {
      current = false;
    };
  }, [load, version, fallbackMessage]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
