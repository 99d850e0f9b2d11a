import type { Transaction } from 'firebase-admin/firestore';
import { db } from './firebase.js';

/** How often a transaction the database closed is run again before its error stands. */
const ATTEMPTS = 5;

/**
 * The Firestore emulator, when transactions contend for a document, sometimes closes a waiting one and answers
 * INVALID_ARGUMENT "Transaction is invalid or closed" where Firestore itself answers ABORTED, which the SDK
 * already retries. A closed transaction committed nothing, so running it again is safe.
 */
const isClosedTransaction = (error: unknown) =>
  (error as { code?: number }).code === 3 && /Transaction is invalid or closed/.test(String((error as Error).message));

/**
 * db().runTransaction, also run again (a few times) when the transaction was closed before it committed. Every
 * transaction of the server runs through it.
 */
export async function runTransaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db().runTransaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isClosedTransaction(error)) throw error;
    }
  }
}

/** A batch of writes that commit together, for a flow whose writes need no reads first. */
export const newWriteBatch = () => db().batch();
