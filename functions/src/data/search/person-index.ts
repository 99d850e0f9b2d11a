import { type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import {
  type PersonIndexSources,
  type IndexedPerson,
  sourcesOf,
  type IndexedTerms,
  personIndexDocument,
} from './index-record.js';
import { people, SHOWN_FIELDS } from './people-queries.js';

/**
 * One document per person (id = uid) that people search reads: the texts it was built from (so a change to
 * one of them rebuilds the rest without reading other collections), `h` (term or filter key -> true, for
 * queries that combine several by equality) and `s` (term -> score, for "best first" on one term). Never
 * readable by clients; the texts and lists are exempt from indexing (firestore.indexes.json).
 */

const index = () => collections.searchIndex();

/** The person's index as a transaction reads it; null before anything was indexed about them. */
export async function personIndexIn(transaction: Transaction, uid: string): Promise<PersonIndexSources | null> {
  const snapshot = await transaction.get(index().doc(uid));
  return snapshot.exists ? sourcesOf(snapshot) : null;
}

/** Replaces the person's index with what `personIndexDocument` makes of the sources. */
export function writePersonIndexIn(
  transaction: Transaction,
  uid: string,
  sources: PersonIndexSources,
  terms: IndexedTerms,
): void {
  transaction.set(index().doc(uid), personIndexDocument(sources, terms));
}

/** Erasure: the person's index goes. Answers how many documents went (0 or 1). */
export async function deletePersonIndex(uid: string): Promise<number> {
  const ref = index().doc(uid);
  if (!(await ref.get()).exists) return 0;
  await ref.delete();
  return 1;
}

/** The person's index outside a transaction (export; tests). */
export async function findPersonIndex(uid: string): Promise<PersonIndexSources | null> {
  const snapshot = await index().doc(uid).get();
  return snapshot.exists ? sourcesOf(snapshot) : null;
}

/** These people's indexes as a result shows them, in the order asked (one batched read; missing ones left out). */
export async function indexedPeople(uids: string[]): Promise<IndexedPerson[]> {
  if (uids.length === 0) return [];
  const snapshots = await db().getAll(...uids.map((uid) => index().doc(uid)), { fieldMask: SHOWN_FIELDS });
  return people(
    snapshots.filter((snapshot) => snapshot.exists),
    [],
    () => 0,
  );
}
