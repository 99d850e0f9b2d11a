import {
  connectFirestoreEmulator,
  doc,
  getCountFromServer,
  getFirestore,
  onSnapshot,
  terminate,
  type DocumentData,
} from 'firebase/firestore';
import { newSinceQuery, stageColumnQuery, stageCountQuery } from './board-query';
import { firebaseApp, signedInForLiveReads, usesEmulators } from './firebase';
import { storedSession } from './session-tokens';

/*
 * Live reads for the staff pipeline (its board and its overview of open jobs). Only the pipeline's lazy chunk imports
 * this module, so no other screen downloads the Firestore SDK. The security rules are the wall: staff may read applications, nobody writes.
 */
const firestore = getFirestore(firebaseApp);
if (usesEmulators) {
  const [host, port] = (import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(firestore, host!, Number(port));
}

/**
 * Starts a listener once the SDK is signed in (lib/firebase.ts); the answer stops it, or keeps it from starting.
 * A sign-in that fails goes to `onError`, as a refused listener would.
 */
function afterSignIn(listen: () => () => void, onError: (error: Error) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  signedInForLiveReads().then(
    () => {
      if (!stopped) stop = listen();
    },
    (error: unknown) => {
      if (!stopped) onError(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

export interface LiveRow {
  id: string;
  data: DocumentData;
}

/**
 * Follows the newest `size` applications in one stage of a job; `onRows` runs at once and on every change
 * anyone makes. Returns the unsubscribe function.
 */
export function followStage(
  jobId: string,
  stage: string,
  size: number,
  meetsOnly: boolean,
  onRows: (rows: LiveRow[]) => void,
  onError: (error: Error) => void,
): () => void {
  return afterSignIn(
    () =>
      onSnapshot(
        stageColumnQuery(firestore, jobId, stage, size, meetsOnly),
        (snapshot) => onRows(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))),
        onError,
      ),
    onError,
  );
}

/** How many applications one stage holds (an aggregate: one read per 1,000 entries). */
export async function countStage(jobId: string, stage: string, meetsOnly = false): Promise<number> {
  await signedInForLiveReads();
  return (await getCountFromServer(stageCountQuery(firestore, jobId, stage, meetsOnly))).data().count;
}

/** How many applications reached a job's stage after a time (an aggregate, like countStage). */
export async function countNewSince(jobId: string, stage: string, since: number): Promise<number> {
  await signedInForLiveReads();
  return (await getCountFromServer(newSinceQuery(firestore, jobId, stage, since))).data().count;
}

/** What the signed-in person's current token says: whose it is, the role it carries and when they signed in. */
export interface SessionClaims {
  uid: string;
  role: unknown;
  /** Seconds, like users/{uid}.tokensValidAfter. */
  authTime: number;
}

/** The claims of the page's session (the API's, not the SDK's: its sign-in is the one sessions end by). */
export function currentSessionClaims(): SessionClaims | null {
  const claims = storedSession();
  return claims && { uid: claims.uid, role: claims.role, authTime: claims.authTime };
}

/**
 * Watches the signed-in person's own users/{uid}, as the API and the rules judge a session: when it is gone, its
 * role differs from the token's, or it ended sessions issued before this one (or the rules refuse the read,
 * which they do for an ended session), every listener of this page is closed at once and `onEnded` runs.
 */
export function watchOwnSession(session: SessionClaims, onEnded: () => void): () => void {
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    void terminate(firestore).finally(onEnded);
  };
  return afterSignIn(
    () =>
      onSnapshot(
        doc(firestore, 'users', session.uid),
        (snapshot) => {
          const stored = snapshot.data();
          const endedAfter = Number(stored?.tokensValidAfter ?? 0);
          if (!stored || stored.role !== session.role || endedAfter > session.authTime) end();
        },
        end,
      ),
    end,
  );
}
