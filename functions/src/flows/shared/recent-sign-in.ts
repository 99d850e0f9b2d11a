import { ERROR_CODES, USER_MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { AppError } from '../../lib/errors.js';

/** Changing an e-mail address needs a sign-in this recent (token auth_time), so a stolen session cannot. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export function requireRecentSignIn(caller: Caller): void {
  if (Date.now() / 1000 - caller.authTime > RECENT_SIGN_IN_SECONDS)
    throw new AppError(401, ERROR_CODES.recentSignInRequired, USER_MESSAGES.recentSignInRequired);
}
