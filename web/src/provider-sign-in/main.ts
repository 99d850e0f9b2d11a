import { initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  getRedirectResult,
  GoogleAuthProvider,
  initializeAuth,
  OAuthProvider,
  SAMLAuthProvider,
  signInWithRedirect,
  signOut,
  type AuthProvider,
} from 'firebase/auth';
import {
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
import { storeSessionTokens } from '../lib/session-tokens';
import { INTENT_KEY, leaveProviderOutcome, PROVIDER_ID, type ProviderOutcome } from '../lib/provider-handoff';

/*
 * provider-sign-in.html: "Continue with Google" (or Microsoft, or the company's SSO) as a full-page redirect to the
 * provider and back. Built apart from the app (vite.provider.config.ts): Firebase Auth's redirect code is one module
 * with the rest of Firebase Auth, so in the app's build it would sit on every signed-in screen.
 *
 * Back from the provider, the Firebase ID token of that sign-in is only proof: POST /api/auth/provider-session makes
 * the session, which this page keeps where the app restores it (lib/session-tokens.ts) before it goes on; the
 * provider's Firebase user is signed out, as it is on every other way out of this page.
 */

// The tab's own storage: the provider's Firebase user is proof for one sign-in, never kept for other tabs or visits.
const auth = initializeAuth(initializeApp(firebaseWebConfig), {
  persistence: browserSessionPersistence,
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
  if (response?.ok && body?.refreshToken && body.token && body.user) {
    await signOut(auth).catch(() => undefined);
    storeSessionTokens(body.token, body.refreshToken);
    window.location.replace(safeNextPath(started.next) ?? homePathFor(body.user.role));
    return;
  }
  await signOut(auth).catch(() => undefined);
  if (response?.status === 409 && body?.code === ERROR_CODES.linkRequired) {
    return backToLogin({ kind: 'link', link: body as LinkRequired }, started.next);
  }
  const message = typeof body?.message === 'string' ? body.message : MESSAGES.loginFailed;
  backToLogin({ kind: 'error', message }, started.next);
}

/** Whatever went wrong, nothing in the browser stands for a session afterwards: only the API's session is one. */
async function failed(next: string | null): Promise<void> {
  await signOut(auth).catch(() => undefined);
  backToLogin({ kind: 'error', message: SIGN_IN_MESSAGES.providerFailed }, next);
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
  const providerId = params.get('provider');
  if (providerId) return start(providerId, params, language);
  // Back from the provider (or from the next page, with the Back button): the answer, if there is one.
  const started = startedAt();
  let result;
  try {
    result = await getRedirectResult(auth);
  } catch {
    return failed(started?.next ?? null);
  }
  if (result) {
    try {
      return await finish(await result.user.getIdToken(), started ?? { next: null, language: null });
    } catch {
      return failed(started?.next ?? null);
    }
  }
  // Back without an answer (the person turned back at the provider): the sign-in page, as it was.
  backToLogin(null, started?.next ?? null);
}

/** A press on /login's button: off to the provider, which returns to this page's bare address. */
async function start(providerId: string, params: URLSearchParams, language: string | null): Promise<void> {
  sessionStorage.removeItem(STARTED_KEY);
  const intended = sessionStorage.getItem(INTENT_KEY) === providerId;
  sessionStorage.removeItem(INTENT_KEY);
  const next = safeNextPath(params.get(NEXT_PARAM));
  if (!intended || !PROVIDER_ID.test(providerId)) return backToLogin(null, next);
  sessionStorage.setItem(STARTED_KEY, JSON.stringify({ next, language }));
  // The address with ?provider= leaves the history: Back from the next page must not start another sign-in.
  window.history.replaceState(null, '', window.location.pathname);
  await signInWithRedirect(auth, providerFor(providerId));
}

// Restored from the back/forward cache, the page would show "Signing you in..." and do nothing: run it again.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

void run().catch(() => failed(null));
