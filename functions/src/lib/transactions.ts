import type { Transaction } from 'firebase-admin/firestore';
import { ERROR_CODES, MESSAGES } from '@hr-portal/contract';
import { AppError } from './errors.js';
import { db, FIRESTORE_CODES, isFirestoreCode } from './firebase.js';

/** How often a transaction the database closed is run again before its error stands. */
const ATTEMPTS = 5;

/**
 * The Firestore emulator, when transactions contend for a document, sometimes closes a waiting one and answers
 * INVALID_ARGUMENT "Transaction is invalid or closed" where Firestore itself answers ABORTED, which the SDK
 * already retries. A closed transaction committed nothing, so running it again is safe.
 */
const isClosedTransaction = (error: unknown) =>
  (error as { code?: number }).code === 3 && /Transaction is invalid or closed/.test(String((error as Error).message));

/** How long a caller whose transaction kept losing waits before trying again (Retry-After, seconds). */
export const CONTENTION_RETRY_AFTER_SECONDS = 2;

/**
 * db().runTransaction, also run again (a few times) when the transaction was closed before it committed. Every
 * transaction of the server runs through it. One that still cannot commit (too many others on the same documents)
 * committed nothing: the answer is 503 with Retry-After and a message, never a 500.
 */
export async function runTransaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db().runTransaction(work);
    } catch (error) {
      const closed = isClosedTransaction(error);
      if (attempt < ATTEMPTS && closed) continue;
      // ABORTED: it lost to another on the same documents (the SDK already ran it again 5 times).
      if (closed || isFirestoreCode(error, FIRESTORE_CODES.aborted)) throw contended();
      throw error;
    }
  }
}

const contended = () =>
  new AppError(503, ERROR_CODES.unavailable, MESSAGES.busy, { 'Retry-After': String(CONTENTION_RETRY_AFTER_SECONDS) });

/**
 * Makes a transaction's work happen at most once (a stage rule's step, whatever the retries): `open` reads, before
 * any write, whether it is still to do; `close` marks it done in the same transaction.
 */
export interface OnceGuard {
  open(transaction: Transaction): Promise<boolean>;
  close(transaction: Transaction): void;
}

/** A batch of writes that commit together, for a flow whose writes need no reads first. */
export const newWriteBatch = () => db().batch();
