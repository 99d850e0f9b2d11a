import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithCustomToken } from 'firebase/auth';
import { MESSAGES, type LiveSessionResponse } from '@hr-portal/contract';
import { apiRequest } from './api-client';
import { usesEmulators } from './environment';
import { authEmulatorUrl, firebaseWebConfig } from './firebase-config';

/**
 * The Firebase SDK, for the screens that read Firestore live (the pipeline board; lib/firestore-live.ts imports
 * it, and only the board's lazy chunk imports that). The session itself needs no SDK (lib/session-tokens.ts): here
 * the SDK is signed in for the page's lifetime with a token the API mints for the signed-in person, so the security
 * rules judge the live reads. Nothing of it is kept: a reload or a sign-out leaves no Firebase user behind.
 */
export { usesEmulators };

export const firebaseApp = initializeApp(firebaseWebConfig);

// initializeAuth with one persistence keeps the chunk small (getAuth pulls in every persistence and popups).
const firebaseAuth = initializeAuth(firebaseApp, { persistence: inMemoryPersistence });

if (usesEmulators) {
  connectAuthEmulator(firebaseAuth, authEmulatorUrl, { disableWarnings: true });
}

let signingIn: Promise<void> | null = null;

/** Signs the SDK in as the signed-in person, once per page (a failure is tried again at the next call). */
export function signedInForLiveReads(): Promise<void> {
  signingIn ??= (async () => {
    const { customToken } = await apiRequest<LiveSessionResponse>('/api/auth/live-session', MESSAGES.operationFailed, {
      method: 'POST',
    });
    await signInWithCustomToken(firebaseAuth, customToken);
  })().catch((error: unknown) => {
    signingIn = null;
    throw error;
  });
  return signingIn;
}
