import { identityToolkitUrl } from './config.js';
import { AppError, badRequest, conflict, unauthorized } from './errors.js';
import { ERROR_CODES, MESSAGES, SIGN_IN_LINK_INVALID, USER_MESSAGES } from '@hr-portal/contract';

interface SignInResult {
  idToken: string;
  localId: string;
}

/** Failures that mean "these credentials are wrong"; which part was wrong is never revealed. */
const BAD_CREDENTIALS = [
  'INVALID_LOGIN_CREDENTIALS',
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'USER_DISABLED',
  'INVALID_EMAIL',
];

/** Posts a sign-in to the Identity Toolkit REST API: its tokens, or the failure's reason code (e.g. INVALID_PASSWORD). */
async function identityToolkitSignIn(
  method: string,
  payload: object,
): Promise<{ ok: true; result: SignInResult } | { ok: false; status: number; reason: string }> {
  const response = await fetch(identityToolkitUrl(method), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...payload, returnSecureToken: true }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<SignInResult> & {
    error?: { message?: string };
  };
  if (response.ok && body.idToken && body.localId)
    return { ok: true, result: { idToken: body.idToken, localId: body.localId } };
  return { ok: false, status: response.status, reason: body.error?.message ?? '' };
}

/** Checks a password through the Identity Toolkit REST API (the Auth emulator serves the same endpoint). */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  const answer = await identityToolkitSignIn('accounts:signInWithPassword', { email, password });
  if (answer.ok) return answer.result;
  const { reason } = answer;
  if (BAD_CREDENTIALS.some((code) => reason.startsWith(code)))
    throw unauthorized(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  if (reason.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER')) {
    throw new AppError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManySignIns, {
      'Retry-After': '60',
    });
  }
  throw new Error(`Identity Toolkit sign-in failed: ${answer.status} ${reason}`);
}

/**
 * Exchanges a custom token the server minted for a session: its ID token (the bearer, with the current claims) and
 * the refresh token the browser renews it with (Firebase's token endpoint, no SDK).
 */
export async function sessionTokensFromCustomToken(
  customToken: string,
): Promise<{ idToken: string; refreshToken: string }> {
  const response = await fetch(identityToolkitUrl('accounts:signInWithCustomToken'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    idToken?: string;
    refreshToken?: string;
    error?: { message?: string };
  };
  if (response.ok && body.idToken && body.refreshToken)
    return { idToken: body.idToken, refreshToken: body.refreshToken };
  const reason = body.error?.message ?? '';
  if (reason.startsWith('USER_DISABLED'))
    throw unauthorized(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  throw new Error(`Identity Toolkit custom-token sign-in failed: ${response.status} ${reason}`);
}

/**
 * Firebase's verify-before-update flow: e-mails a link to `newEmail`; the account's address changes only when
 * that link is followed (and Firebase then tells the old address, with a link to undo it).
 */
export async function sendEmailChangeLink(idToken: string, newEmail: string): Promise<void> {
  const response = await fetch(identityToolkitUrl('accounts:sendOobCode'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail }),
  });
  if (response.ok) return;
  const reason = ((await response.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message ?? '';
  if (reason.startsWith('EMAIL_EXISTS')) throw conflict(MESSAGES.emailTaken);
  if (
    reason.startsWith('CREDENTIAL_TOO_OLD') ||
    reason.startsWith('TOKEN_EXPIRED') ||
    reason.startsWith('INVALID_ID_TOKEN')
  )
    throw unauthorized(USER_MESSAGES.recentSignInRequired, ERROR_CODES.recentSignInRequired);
  throw new Error(`Identity Toolkit could not send the e-mail change link: ${response.status} ${reason}`);
}

/**
 * Firebase's e-mail link sign-in: e-mails `email` a one-time link back to `continueUrl` (the Auth emulator records
 * it instead). The link signs its holder in without the password, so it is how an owner gets past a lock.
 */
export async function sendSignInLink(email: string, continueUrl: string): Promise<void> {
  const response = await fetch(identityToolkitUrl('accounts:sendOobCode'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestType: 'EMAIL_SIGNIN', email, continueUrl, canHandleCodeInApp: true }),
  });
  if (!response.ok) throw new Error(`Identity Toolkit could not send a sign-in link: ${response.status}`);
}

/** Redeems a sign-in link's one-time code; an expired, used or wrong code is a 400 that says so. */
export async function signInWithEmailLink(email: string, oobCode: string): Promise<SignInResult> {
  const answer = await identityToolkitSignIn('accounts:signInWithEmailLink', { email, oobCode });
  if (answer.ok) return answer.result;
  if (/^(INVALID_OOB_CODE|EXPIRED_OOB_CODE|INVALID_EMAIL|USER_DISABLED)/.test(answer.reason))
    throw badRequest(SIGN_IN_LINK_INVALID);
  throw new Error(`Identity Toolkit link sign-in failed: ${answer.status} ${answer.reason}`);
}
