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
import { usesEmulators } from './environment';
import { authEmulatorUrl, firebaseWebConfig } from './firebase-config';

/**
 * The app's Firebase (config in firebase-config.ts). Only load this module through `loadFirebase()` (lib/firebase-loader.ts): it is its own chunk so the first
 * screen renders without waiting for the Firebase SDK.
 */
export { usesEmulators };

export const firebaseApp = initializeApp(firebaseWebConfig);

// initializeAuth with one persistence keeps the bundle small (getAuth pulls in every persistence and popups). The
// provider pop-up/redirect code lives in provider-sign-in.html, built apart: Firebase Auth is one module, so any
// chunk of this build that used it would put it on every signed-in screen.
const firebaseAuth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (usesEmulators) {
  connectAuthEmulator(firebaseAuth, authEmulatorUrl, { disableWarnings: true });
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
