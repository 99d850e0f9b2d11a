import { type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';

// Whom a merged person now is (flows/merges writes mergedInto).

const users = () => collections.users();

/** Whom a person was merged into (null: nobody), as a transaction reads it or outside one. */
export async function mergedIntoIn(transaction: Transaction, uid: string): Promise<string | null> {
  const value = (await transaction.get(users().doc(uid))).get('mergedInto') as unknown;
  return typeof value === 'string' ? value : null;
}

export async function mergedIntoOf(uid: string): Promise<string | null> {
  const value = (await users().doc(uid).get()).get('mergedInto') as unknown;
  return typeof value === 'string' ? value : null;
}
