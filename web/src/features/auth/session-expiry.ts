import { ACCESS_TOKEN_KEY } from '@hr-portal/contract';
import { setUnauthorizedHandler, type ApiError } from '../../lib/api-client';
import { loadFirebase } from '../../lib/firebase-loader';
import { useSession } from '../../stores/session';

export const SIGNED_OUT_REASON_PARAM = 'reason';
export const ACCESS_CHANGED_REASON = 'access-changed';

/**
 * Ends a session the server no longer accepts: clears it and reloads /login with a message, instead of
 * leaving a broken screen. `reason` picks the message.
 */
export function endRefusedSession(reason: typeof ACCESS_CHANGED_REASON | 'expired'): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  useSession.getState().clearUser();
  void loadFirebase()
    .then((firebase) => firebase.signOutOfFirebase())
    .finally(() => window.location.assign(`/login?${SIGNED_OUT_REASON_PARAM}=${reason}`));
}

/** When the API refuses a signed-in call (401: revoked after a role change, or expired), end the session. */
export function handleRefusedSessions(): void {
  setUnauthorizedHandler((error: ApiError) => {
    if (!useSession.getState().user) return;
    endRefusedSession(error.code === 'token_revoked' ? ACCESS_CHANGED_REASON : 'expired');
  });
}
