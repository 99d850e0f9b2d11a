import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@hr-portal/contract';
import { usesEmulators } from './environment';
import { authEmulatorUrl, firebaseWebConfig } from './firebase-config';

/** Firebase's token endpoint (the Auth emulator's under the emulators). */
const tokenEndpoint = () =>
  `${usesEmulators ? `${authEmulatorUrl}/securetoken.googleapis.com` : 'https://securetoken.googleapis.com'}/v1/token?key=${encodeURIComponent(firebaseWebConfig.apiKey)}`;

/**
 * Another tab signed out, or in as someone else, while this renewal ran: the request waiting for it fails instead of
 * leaving as that other session (the page follows the stored session: features/auth/session-sync).
 */
export class SessionChangedError extends Error {}

/** Busy or timed out: Firebase did not judge the token, so the session stands. */
const NOT_A_VERDICT = new Set([408, 429]);

/**
 * Renews the session's ID token with its refresh token and `store`s the pair (lib/session-tokens.ts asks, once for
 * every caller waiting). A refusal (revoked, disabled, deleted) calls `onRefused` and gives no token; a network
 * failure, a busy answer or a server error gives the token held, and the API says whether it still counts.
 */
export async function renewSession(
  refreshToken: string,
  { store, onRefused }: { store: (token: string, refreshToken: string) => void; onRefused: () => void },
): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(tokenEndpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    });
  } catch {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  }
  const body = (await response.json().catch(() => null)) as { id_token?: string; refresh_token?: string } | null;
  if (response.ok && body?.id_token && body.refresh_token) {
    // Another tab may have signed out, or in as someone else, meanwhile: a renewal never brings a session back nor
    // replaces another one, and the request waiting for it does not leave as that other session.
    if (localStorage.getItem(REFRESH_TOKEN_KEY) !== refreshToken) throw new SessionChangedError();
    store(body.id_token, body.refresh_token);
    return body.id_token;
  }
  if (response.status >= 400 && response.status < 500 && !NOT_A_VERDICT.has(response.status)) {
    // Refused for the session renewed, which another tab may have replaced meanwhile: that one stands.
    if (localStorage.getItem(REFRESH_TOKEN_KEY) !== refreshToken) throw new SessionChangedError();
    onRefused();
    return null;
  }
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}
