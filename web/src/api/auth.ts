import {
  ACCESS_TOKEN_KEY,
  ERROR_CODES,
  MESSAGES,
  SIGN_IN_MESSAGES,
  type AuthResponse,
  type LinkRequired,
  type LoginRequest,
  type RegisterRequest,
  type SignInOptions,
} from '@hr-portal/contract';
import { ApiError, apiRequest } from '../lib/api-client';
import { loadFirebase } from '../lib/firebase-loader';
import { useSession } from '../stores/session';
import { adoptProfileLanguage } from '../lib/language-choice';

/*
 * Sign-in, sign-up and logout are plain calls rather than query hooks: /login runs outside the query cache
 * (the signed-in areas load it), and each of them ends in a full session change anyway.
 */

/**
 * Starts the browser's Firebase session from an API auth response and stores the session user. The token is
 * stored after the Firebase sign-in: until then the session sync must not take "no Firebase user, but a
 * stored token" for a refused session.
 */
async function startSession(response: AuthResponse): Promise<void> {
  await (await loadFirebase()).signInWithServerToken(response.customToken);
  localStorage.setItem(ACCESS_TOKEN_KEY, response.token);
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

/** GET /api/auth/sign-in-options: Google and Microsoft, and the company's SSO button when admins set one up. */
export const signInOptions = () =>
  apiRequest<SignInOptions>('/api/auth/sign-in-options', MESSAGES.operationFailed, { withToken: false });

/** A provider sign-in the person closed or cancelled themself: nothing to report. */
const CANCELLED = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'];

/** The provider's own failure, in words a person can act on. */
function providerFailure(caught: unknown): Error | null {
  const code = (caught as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('auth/')) return null;
  if (CANCELLED.includes(code)) return new ProviderCancelled();
  return new Error(code === 'auth/popup-blocked' ? SIGN_IN_MESSAGES.popupBlocked : SIGN_IN_MESSAGES.providerFailed);
}

/** The person closed the provider's window: the page simply stays as it was. */
export class ProviderCancelled extends Error {}

/**
 * "Continue with Google" (or Microsoft, or the company's SSO): the provider's window, then POST
 * /api/auth/provider-session turns that sign-in into the portal's session. An account that already uses the address
 * answers 409 link_required: the LinkRequired facts come back as `linkRequired` on the thrown ApiError.
 */
export async function continueWithProvider(providerId: string, language: string): Promise<AuthResponse> {
  const { providerIdToken } = await import('../lib/firebase-providers');
  let idToken: string;
  try {
    idToken = await providerIdToken(providerId);
  } catch (caught) {
    throw providerFailure(caught) ?? caught;
  }
  try {
    return await authenticate('/api/auth/provider-session', { idToken, language }, MESSAGES.loginFailed);
  } catch (caught) {
    // The provider's sign-in was proof only: leave it, so nothing in the browser stands for a session.
    await (await loadFirebase()).signOutOfFirebase().catch(() => undefined);
    throw caught;
  }
}

/** The facts of a 409 link_required answer, or null for any other failure. */
export function linkRequiredOf(caught: unknown): LinkRequired | null {
  if (!(caught instanceof ApiError) || caught.code !== ERROR_CODES.linkRequired) return null;
  const { email, provider, link } = caught.details;
  if (typeof email !== 'string' || typeof provider !== 'string' || typeof link !== 'string') return null;
  return { message: caught.message, code: 'link_required', email, provider, link };
}

/** Where a provider waiting to be added is kept while its owner signs in by an e-mailed link (another tab). */
export const PROVIDER_LINK_KEY = 'providerLink';

/** Where the address a sign-in link was sent to is kept, so the link page need not ask for it again. */
export const SIGN_IN_LINK_EMAIL_KEY = 'signInLinkEmail';

/** POST /api/auth/sign-in-link: e-mails a one-time sign-in link to the account's address (same answer for any). */
export async function requestSignInLink(email: string): Promise<string> {
  const { message } = await apiRequest<{ message: string }>('/api/auth/sign-in-link', MESSAGES.operationFailed, {
    method: 'POST',
    body: { email },
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
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    await (await loadFirebase()).signOutOfFirebase();
    useSession.getState().clearUser();
    reload();
  } catch (error) {
    console.error(MESSAGES.logoutFailed, error);
  }
}
