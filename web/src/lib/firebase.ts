import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onIdTokenChanged,
  signInWithCustomToken,
  signOut,
  type User,
} from 'firebase/auth';
import { firebaseProjectId, usesEmulators } from './environment';

/**
 * Firebase web config. Production builds set VITE_FIREBASE_* at build time; without them the app targets the
 * local Emulator Suite under the demo project (a `demo-` project can never reach real Firebase).
 *
 * Only load this module through `loadFirebase()` (lib/firebase-loader.ts): it is its own chunk so the first
 * screen renders without waiting for the Firebase SDK.
 */
const projectId = firebaseProjectId;
export { usesEmulators };

export const firebaseApp = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  projectId,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
});

// initializeAuth with one persistence keeps the bundle small (getAuth pulls in every persistence and popups).
export const firebaseAuth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (usesEmulators) {
  const host = import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';
  connectAuthEmulator(firebaseAuth, host, { disableWarnings: true });
}

export interface SignedInUser {
  uid: string;
  email: string;
  displayName: string | null;
  token: string;
  role: unknown;
}

/** The signed-in user's current ID token (refreshed by Firebase near expiry), or null. */
export async function currentIdToken(): Promise<string | null> {
  return firebaseAuth.currentUser ? firebaseAuth.currentUser.getIdToken() : null;
}

export async function signInWithServerToken(customToken: string): Promise<void> {
  await signInWithCustomToken(firebaseAuth, customToken);
}

export function signOutOfFirebase(): Promise<void> {
  return signOut(firebaseAuth);
}

/** Calls back with the signed-in user (token and role claim) on sign-in, refresh and sign-out (null). */
export function onSignedInUserChange(callback: (user: SignedInUser | null) => void): () => void {
  return onIdTokenChanged(firebaseAuth, async (user: User | null) => {
    if (!user) return callback(null);
    const { token, claims } = await user.getIdTokenResult();
    callback({ uid: user.uid, email: user.email ?? '', displayName: user.displayName, token, role: claims.role });
  });
}

/** The Firebase user signed in now, or null (the board reads its token's claims). */
export const signedInUser = () => firebaseAuth.currentUser;
