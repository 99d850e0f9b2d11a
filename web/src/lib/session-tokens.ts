import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@hr-portal/contract';

/*
 * The browser's session: the ID token the API minted (the bearer) and the refresh token that renews it at
 * Firebase's token endpoint, both in localStorage. No Firebase SDK: signing in and every signed-in screen need only
 * this; the SDK is loaded by the screens that read Firestore live (lib/firebase.ts).
 */

/** What a stored ID token says (read, not verified: the API verifies every request). */
export interface SessionClaims {
  uid: string;
  email: string;
  name: string | null;
  role: unknown;
  /** Seconds, like users/{uid}.tokensValidAfter. */
  authTime: number;
  /** Milliseconds. */
  expiresAt: number;
}

export function claimsOf(token: string | null): SessionClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as Record<
      string,
      unknown
    >;
    if (typeof claims.sub !== 'string') return null;
    return {
      uid: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : '',
      name: typeof claims.name === 'string' ? claims.name : null,
      role: claims.role,
      authTime: Number(claims.auth_time ?? 0),
      expiresAt: Number(claims.exp ?? 0) * 1000,
    };
  } catch {
    return null;
  }
}

export function storeSessionTokens(token: string, refreshToken: string): void {
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearSessionTokens(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  forgetFirebaseSdkUsers();
}

/**
 * Removes Firebase users the SDK kept in localStorage (`firebase:authUser:<key>:<app>`): the app kept its session
 * that way before the SDK left the signed-in screens, and a refresh token left there would outlive a sign-out.
 * The app runs this at start and on every sign-out; nothing it loads keeps a Firebase user in localStorage now.
 */
export function forgetFirebaseSdkUsers(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('firebase:authUser:')) localStorage.removeItem(key);
}

/** The stored session's claims, or null when signed out. */
export const storedSession = () => claimsOf(localStorage.getItem(ACCESS_TOKEN_KEY));

let onRefused: () => void = () => {};
/** What to do when Firebase refuses to renew the session (revoked, disabled, deleted): the app registers it once. */
export function setRefusedRenewalHandler(handler: () => void): void {
  onRefused = handler;
}

/** Renewed this long before it expires, so a request never leaves with a token about to lapse. */
const RENEW_AHEAD_MS = 5 * 60_000;
let renewing: Promise<string | null> | null = null;

/** The current ID token, renewed first when it is about to expire; null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
  if (!token || !refreshToken) return token;
  const claims = claimsOf(token);
  if (claims && claims.expiresAt - Date.now() > RENEW_AHEAD_MS) return token;
  // The renewal's code is fetched when first needed (an hour into a session at the earliest): /login never needs it.
  renewing ??= import('./session-renewal')
    .then(({ renewSession }) => renewSession(refreshToken, { store: storeSessionTokens, onRefused: () => onRefused() }))
    .finally(() => {
      renewing = null;
    });
  return renewing;
}
