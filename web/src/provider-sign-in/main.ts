import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  getRedirectResult,
  GoogleAuthProvider,
  initializeAuth,
  OAuthProvider,
  SAMLAuthProvider,
  signInWithCustomToken,
  signInWithRedirect,
  signOut,
  type AuthProvider,
} from 'firebase/auth';
import {
  ACCESS_TOKEN_KEY,
  ERROR_CODES,
  homePathFor,
  isLanguage,
  MESSAGES,
  SIGN_IN_MESSAGES,
  type AuthResponse,
  type LinkRequired,
} from '@hr-portal/contract';
import { usesEmulators } from '../lib/environment';
import { authEmulatorUrl, firebaseWebConfig } from '../lib/firebase-config';
import { NEXT_PARAM, safeNextPath } from '../lib/next-path';
import { leaveProviderOutcome, PROVIDER_ID, type ProviderOutcome } from '../lib/provider-handoff';

/*
 * provider-sign-in.html: "Continue with Google" (or Microsoft, or the company's SSO) as a full-page redirect to the
 * provider and back. Built apart from the app (vite.provider.config.ts): Firebase Auth's redirect code is one module
 * with the rest of Firebase Auth, so in the app's build it would sit on every signed-in screen.
 *
 * Back from the provider, the Firebase ID token of that sign-in is only proof: POST /api/auth/provider-session makes
 * the session, which this page starts (a custom-token sign-in, kept where the app restores it) before it goes on.
 */

const auth = initializeAuth(initializeApp(firebaseWebConfig), {
  persistence: browserLocalPersistence,
  popupRedirectResolver: browserPopupRedirectResolver,
});
if (usesEmulators) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });

/** Where to go once signed in and the screen's language, kept while the person is at the provider. */
const STARTED_KEY = 'providerSignInStarted';
interface Started {
  next: string | null;
  language: string | null;
}

const SIGNING_IN: Record<string, string> = {
  en: 'Signing you in...',
  de: 'Sie werden angemeldet...',
  fr: 'Connexion en cours...',
  es: 'Iniciando sesión...',
};

function providerFor(providerId: string): AuthProvider {
  if (providerId === 'google.com') {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  if (providerId.startsWith('saml.')) return new SAMLAuthProvider(providerId);
  const oauth = new OAuthProvider(providerId);
  oauth.addScope('email');
  if (providerId === 'microsoft.com') oauth.setCustomParameters({ prompt: 'select_account' });
  return oauth;
}

/** Back to /login (and on to `next` after signing in there), with what to tell the person. */
function backToLogin(outcome: ProviderOutcome | null, next: string | null): void {
  if (outcome) leaveProviderOutcome(outcome);
  window.location.replace(next ? `/login?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/login');
}

/** The provider's proof becomes the portal's session, or the reason it did not. */
async function finish(idToken: string, started: Started): Promise<void> {
  const response = await fetch('/api/auth/provider-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ idToken, ...(isLanguage(started.language) ? { language: started.language } : {}) }),
  }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as (Partial<AuthResponse> & Partial<LinkRequired>) | null;
  if (response?.ok && body?.customToken && body.token && body.user) {
    await signInWithCustomToken(auth, body.customToken);
    localStorage.setItem(ACCESS_TOKEN_KEY, body.token);
    window.location.replace(started.next ?? homePathFor(body.user.role));
    return;
  }
  // The provider's sign-in was proof only: nothing in the browser stands for a session.
  await signOut(auth).catch(() => undefined);
  if (response?.status === 409 && body?.code === ERROR_CODES.linkRequired) {
    return backToLogin({ kind: 'link', link: body as LinkRequired }, started.next);
  }
  const message = typeof body?.message === 'string' ? body.message : MESSAGES.loginFailed;
  backToLogin({ kind: 'error', message }, started.next);
}

function startedAt(): Started | null {
  const stored = sessionStorage.getItem(STARTED_KEY);
  sessionStorage.removeItem(STARTED_KEY);
  try {
    return stored ? (JSON.parse(stored) as Started) : null;
  } catch {
    return null;
  }
}

async function run(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const language = params.get('lang');
  const status = document.getElementById('status');
  if (status && isLanguage(language)) {
    document.documentElement.lang = language;
    status.textContent = SIGNING_IN[language] ?? SIGNING_IN.en!;
  }
  const started = startedAt();
  let result;
  try {
    result = await getRedirectResult(auth);
  } catch {
    return backToLogin({ kind: 'error', message: SIGN_IN_MESSAGES.providerFailed }, started?.next ?? null);
  }
  if (result) return finish(await result.user.getIdToken(), started ?? { next: null, language });
  // Back without an answer (the person turned back at the provider): the sign-in page, as it was.
  if (started) return backToLogin(null, started.next);
  const providerId = params.get('provider');
  if (!providerId || !PROVIDER_ID.test(providerId)) return backToLogin(null, null);
  sessionStorage.setItem(STARTED_KEY, JSON.stringify({ next: safeNextPath(params.get(NEXT_PARAM)), language }));
  await signInWithRedirect(auth, providerFor(providerId));
}

void run().catch(() => backToLogin({ kind: 'error', message: SIGN_IN_MESSAGES.providerFailed }, null));
