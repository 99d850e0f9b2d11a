import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithCustomToken,
  signOut,
} from 'firebase/auth';
import { ACCESS_TOKEN_KEY, MESSAGES, type LiveSessionResponse } from '@hr-portal/contract';
import { apiRequest } from './api-client';
import { usesEmulators } from './environment';
import { authEmulatorUrl, firebaseWebConfig } from './firebase-config';
import { storedSession } from './session-tokens';

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
/** Whom the SDK is signed in as (or being signed in as). */
let signedInAs: string | null = null;
/** Counts sign-outs: a sign-in minted before one is dropped (it was for the session that ended). */
let generation = 0;
/** The SDK's sign-ins and sign-outs, one after another, so a late sign-in never follows a later sign-out. */
let switching: Promise<unknown> = Promise.resolve();
const inTurn = (step: () => Promise<void>): Promise<void> => {
  const turn = switching.then(step);
  switching = turn.catch(() => undefined);
  return turn;
};

/** The SDK stops being anyone: its listeners are refused from now on, and the next live read signs in afresh. */
function endLiveReads(): void {
  generation += 1;
  signingIn = null;
  signedInAs = null;
  void inTurn(() => signOut(firebaseAuth)).catch(() => undefined);
}

/**
 * Signs the SDK in as the person of the stored session, once per page and person (a failure is tried again at the
 * next call). Another person's session since (signed in in another tab) signs the SDK out first.
 */
export function signedInForLiveReads(): Promise<void> {
  const uid = storedSession()?.uid ?? null;
  if (signedInAs !== null && signedInAs !== uid) endLiveReads();
  if (signingIn) return signingIn;
  signedInAs = uid;
  const started = generation;
  const attempt = (async () => {
    const { customToken } = await apiRequest<LiveSessionResponse>('/api/auth/live-session', MESSAGES.operationFailed, {
      method: 'POST',
    });
    await inTurn(async () => {
      if (generation !== started) throw new Error(MESSAGES.operationFailed);
      await signInWithCustomToken(firebaseAuth, customToken);
    });
  })().catch((error: unknown) => {
    if (generation === started) {
      signingIn = null;
      signedInAs = null;
    }
    throw error;
  });
  signingIn = attempt;
  return attempt;
}

// A sign-out, or someone else's sign-in, in another tab: the live reads of this page end with that session.
window.addEventListener('storage', (event) => {
  if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
  if (signedInAs !== null && storedSession()?.uid !== signedInAs) endLiveReads();
});
