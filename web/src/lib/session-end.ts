import { ERROR_CODES } from '@hr-portal/contract';
import { setUnauthorizedHandler, type ApiError } from './api-client';
import { clearSessionTokens, setRefusedRenewalHandler } from './session-tokens';
import { useSession } from '../stores/session';

export const SIGNED_OUT_REASON_PARAM = 'reason';
export const ACCESS_CHANGED_REASON = 'access-changed';
export const SIGNED_OUT_EVERYWHERE_REASON = 'signed-out-everywhere';
type SignedOutReason = typeof ACCESS_CHANGED_REASON | typeof SIGNED_OUT_EVERYWHERE_REASON | 'expired';

/**
 * Ends a session the server no longer accepts: clears it and reloads /login with a message, instead of
 * leaving a broken screen. `reason` picks the message.
 */
export function endRefusedSession(reason: SignedOutReason): void {
  clearSessionTokens();
  useSession.getState().clearUser();
  window.location.assign(`/login?${SIGNED_OUT_REASON_PARAM}=${reason}`);
}

/**
 * When the API refuses a signed-in call (401: the session ended after a role change or "sign out everywhere",
 * or expired), end the session. A request for a recent sign-in (changing an e-mail) leaves the session alone:
 * the screen that asked shows it.
 */
export function handleRefusedSessions(): void {
  // Firebase refused to renew it: tokens were revoked (a role change, "sign out everywhere"), or the account is gone.
  setRefusedRenewalHandler(() => {
    if (useSession.getState().user) endRefusedSession(ACCESS_CHANGED_REASON);
  });
  setUnauthorizedHandler((error: ApiError) => {
    if (!useSession.getState().user || error.code === ERROR_CODES.recentSignInRequired) return;
    endRefusedSession(error.code === ERROR_CODES.tokenRevoked ? ACCESS_CHANGED_REASON : 'expired');
  });
}
