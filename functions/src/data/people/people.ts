import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';

// What staff keep about a person across jobs, one document per person (id = uid); never readable by clients.

const people = () => collections.people();

const tagsFrom = (stored: unknown): string[] =>
  Array.isArray(stored) ? stored.filter((tag): tag is string => typeof tag === 'string') : [];

/** The person's tags, in the order staff gave them; none when they have no document. */
export async function tagsOf(uid: string): Promise<string[]> {
  return tagsFrom((await people().doc(uid).get()).get('tags'));
}

/** The person's tags as a transaction reads them. */
export async function tagsIn(transaction: Transaction, uid: string): Promise<string[]> {
  return tagsFrom((await transaction.get(people().doc(uid))).get('tags'));
}

export function setTagsIn(transaction: Transaction, uid: string, tags: string[]): void {
  transaction.set(people().doc(uid), { tags, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** Erasure: the person's document goes. Answers how many went (0 or 1). */
export async function deletePersonRecord(uid: string): Promise<number> {
  const ref = people().doc(uid);
  if (!(await ref.get()).exists) return 0;
  await ref.delete();
  return 1;
}

/** The person's staff record (tags) as a transaction reads it, and where it is (merging two people). */
export const personRecordIn = (transaction: Transaction, uid: string) => transaction.get(people().doc(uid));
export const personRecordRef = (uid: string) => people().doc(uid);
