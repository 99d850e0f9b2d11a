import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { config } from './config.js';

/** One firebase-admin app per process; emulator hosts come from the environment. */
function app() {
  return getApps()[0] ?? initializeApp({ projectId: config.projectId });
}

export const auth = () => getAuth(app());
export const db = () => getFirestore(app());

/**
 * The gRPC codes of Firestore's refusals the code tells apart: update() of a document that does not exist, create()
 * of one that does, a failed precondition, a transaction that lost to another.
 */
export const FIRESTORE_CODES = { notFound: 5, alreadyExists: 6, failedPrecondition: 9, aborted: 10 } as const;

/** The Auth refusals the code tells apart (the Admin SDK's error codes). */
export const AUTH_CODES = {
  emailExists: 'auth/email-already-exists',
  uidExists: 'auth/uid-already-exists',
  userNotFound: 'auth/user-not-found',
  userDisabled: 'auth/user-disabled',
} as const;

/** Whether `error` is Auth refusing with `code` (one of AUTH_CODES). */
export const isAuthCode = (error: unknown, code: (typeof AUTH_CODES)[keyof typeof AUTH_CODES]) =>
  (error as { code?: unknown } | null)?.code === code;

/** Whether `error` is Firestore refusing with `code` (one of FIRESTORE_CODES). */
export const isFirestoreCode = (error: unknown, code: number) => (error as { code?: unknown } | null)?.code === code;
