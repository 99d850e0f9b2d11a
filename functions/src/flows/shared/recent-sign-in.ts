import { ERROR_CODES, USER_MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { AppError } from '../../lib/errors.js';

/**
 * Changing an e-mail address or a password, or erasing the account, needs a sign-in this recent (token auth_time),
 * so a stolen session cannot.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Refuses with 401 recent_sign_in_required and `message` (what to sign in again for) when the sign-in is older. */
export function requireRecentSignIn(caller: Caller, message: string = USER_MESSAGES.recentSignInRequired): void {
  if (Date.now() / 1000 - caller.authTime > RECENT_SIGN_IN_SECONDS)
    throw new AppError(401, ERROR_CODES.recentSignInRequired, message);
}
