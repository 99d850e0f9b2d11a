import { MESSAGES, type AuthResponse, type LoginRequest, type RegisterRequest } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { clearSessionTokens, storeSessionTokens } from '../lib/session-tokens';
import { useSession } from '../stores/session';
import { adoptProfileLanguage } from '../lib/language-choice';

/*
 * Sign-in, sign-up and logout are plain calls rather than query hooks: /login runs outside the query cache
 * (the signed-in areas load it), and each of them ends in a full session change anyway.
 */

/** Keeps the session an API auth response carries (its ID and refresh token) and stores the session user. */
export async function startSession(response: AuthResponse): Promise<void> {
  storeSessionTokens(response.token, response.refreshToken);
  const { _id, email, role, name, language } = response.user;
  await adoptProfileLanguage(language, role);
  useSession.getState().setUser({ _id, email, role, name, language });
}

/** Sends credentials (no bearer) and starts the browser's session from the answer. */
export async function authenticate(path: string, body: object, fallback: string) {
  const response = await apiRequest<AuthResponse>(path, fallback, { method: 'POST', body, withToken: false });
  await startSession(response);
  return response;
}

/** POST /api/auth/login: checks the password, records lastLogin, and signs the browser in. */
export const login = (credentials: LoginRequest) => authenticate('/api/auth/login', credentials, MESSAGES.loginFailed);

/** POST /api/auth/register: creates the account (candidates only) and signs the browser in. */
export const register = (form: RegisterRequest) => authenticate('/api/auth/register', form, MESSAGES.signupFailed);

/** Where a provider waiting to be added is kept while its owner signs in by an e-mailed link (another tab). */
export const PROVIDER_LINK_KEY = 'providerLink';

/** Where the address a sign-in link was sent to is kept, so the link page need not ask for it again. */
export const SIGN_IN_LINK_EMAIL_KEY = 'signInLinkEmail';

/**
 * POST /api/auth/sign-in-link: e-mails a one-time sign-in link to the account's address (same answer for any). With
 * a provider's ticket for an address no account holds yet, the link goes to it to prove it.
 */
export async function requestSignInLink(email: string, link?: string): Promise<string> {
  const { message } = await apiRequest<{ message: string }>('/api/auth/sign-in-link', MESSAGES.operationFailed, {
    method: 'POST',
    body: { email, ...(link ? { link } : {}) },
    withToken: false,
  });
  localStorage.setItem(SIGN_IN_LINK_EMAIL_KEY, email);
  return message;
}

/**
 * Spec §4 Logout: call the server, remove the stored token, clear the session, reload. A failure is only
 * logged and the page stays as it is.
 */
export async function logout(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', MESSAGES.logoutFailed, { method: 'POST', withToken: false });
    clearSessionTokens();
    useSession.getState().clearUser();
    reload();
  } catch (error) {
    console.error(MESSAGES.logoutFailed, error);
  }
}
