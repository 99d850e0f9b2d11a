import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { DuplicateReasonKind } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { rewriteMatches } from '../../lib/batches.js';
import { dateOf } from '../../lib/timestamps.js';

// Possible duplicates: each person's keys (personKeys/{uid}) and the pairs found by them (duplicatePairs).

const keysOf = () => collections.personKeys();
const pairs = () => collections.duplicatePairs();

/** The id of the pair of two people, the same whichever is named first. */
export const pairId = (a: string, b: string) => [a, b].sort().join('__');

/**
 * People whose keys share any of `keys` (at most 30, Firestore's limit for array-contains-any), with their keys:
 * one indexed query of at most `limit` documents.
 */
export async function peopleSharingKeys(keys: string[], limit: number): Promise<{ uid: string; keys: string[] }[]> {
  if (keys.length === 0) return [];
  const found = await keysOf().where('keys', 'array-contains-any', keys.slice(0, 30)).limit(limit).get();
  return found.docs.map((doc) => ({ uid: doc.id, keys: (doc.get('keys') as string[] | undefined) ?? [] }));
}

export type PairStatus = 'open' | 'dismissed' | 'merged';

export interface PairRecord {
  id: string;
  uids: [string, string];
  reasons: DuplicateReasonKind[];
  status: PairStatus;
  foundAt: Date | null;
}

function toPair(snapshot: DocumentSnapshot): PairRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    uids: data.uids as [string, string],
    reasons: (data.reasons as DuplicateReasonKind[] | undefined) ?? [],
    status: data.status as PairStatus,
    foundAt: dateOf(data.foundAt),
  };
}

/**
 * Records what a check found, in one transaction: a new pair opens; an open one takes the reasons found now; a
 * dismissed or merged one stays as it is (a dismissal stays dismissed). Answers the pairs opened.
 */
export async function recordPairsIn(
  transaction: Transaction,
  uid: string,
  found: { uid: string; reasons: DuplicateReasonKind[] }[],
): Promise<number> {
  const refs = found.map((match) => pairs().doc(pairId(uid, match.uid)));
  const stored = refs.length > 0 ? await transaction.getAll(...refs) : [];
  let opened = 0;
  found.forEach((match, i) => {
    const existing = stored[i]!;
    if (!existing.exists) {
      transaction.create(refs[i]!, {
        uids: [uid, match.uid].sort(),
        reasons: match.reasons,
        status: 'open',
        foundAt: FieldValue.serverTimestamp(),
      });
      opened += 1;
    } else if (existing.get('status') === 'open') {
      transaction.update(refs[i]!, { reasons: match.reasons });
    }
  });
  return opened;
}

/** One page of open pairs, newest first. */
export const openPairsQuery = () =>
  pairs().where('status', '==', 'open').orderBy('foundAt', 'desc').orderBy('__name__', 'desc');
export const openPairsOfQuery = (uid: string) =>
  pairs().where('uids', 'array-contains', uid).where('status', '==', 'open');

export async function openPairs(limit: number, after: { at: number; id: string } | null): Promise<PairRecord[]> {
  let query = openPairsQuery();
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return (await query.limit(limit).get()).docs.map(toPair).filter((pair): pair is PairRecord => pair !== null);
}

/** The open pairs a person is in (their profile). */
export async function openPairsOf(uid: string, limit: number): Promise<PairRecord[]> {
  const found = await openPairsOfQuery(uid).limit(limit).get();
  return found.docs.map(toPair).filter((pair): pair is PairRecord => pair !== null);
}

export async function pairIn(transaction: Transaction, id: string): Promise<PairRecord | null> {
  return toPair(await transaction.get(pairs().doc(id)));
}

/** Staff dismissed the pair, or merged it: it is never suggested again. */
export function closePairIn(transaction: Transaction, id: string, status: 'dismissed' | 'merged', by: string): void {
  transaction.update(pairs().doc(id), { status, decidedBy: by, decidedAt: FieldValue.serverTimestamp() });
}

/** Erasure: the person's keys and every pair naming them. Answers how many documents went. */
export async function deleteDuplicateRecordsOf(uid: string): Promise<number> {
  const ref = keysOf().doc(uid);
  const hadKeys = (await ref.get()).exists;
  if (hadKeys) await ref.delete();
  const gone = await rewriteMatches(pairs().where('uids', 'array-contains', uid), (pair, batch) =>
    batch.delete(pair.ref),
  );
  return gone + (hadKeys ? 1 : 0);
}

/** How many pairs name the person (their export). */
export async function countPairsOf(uid: string): Promise<number> {
  return (await pairs().where('uids', 'array-contains', uid).count().get()).data().count;
}

/** Erasing a member of staff: who decided a pair stays as the pseudonym. */
export async function pseudonymiseDecider(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(pairs().where('decidedBy', '==', uid), (pair, batch) =>
    batch.update(pair.ref, { decidedBy: pseudonym }),
  );
}

/** The pair of two people as a transaction reads it (a merge closes it; its undo opens it again). */
export const pairSnapshotIn = (transaction: Transaction, a: string, b: string) =>
  transaction.get(pairs().doc(pairId(a, b)));

/** A person merged into someone leaves duplicate checks: their keys go. */
export async function deleteKeysOf(uid: string): Promise<void> {
  await keysOf().doc(uid).delete();
}

/** Stores the person's keys in a transaction (one that confirmed they still exist, so erasure cannot be outrun). */
export function setKeysIn(transaction: Transaction, uid: string, keys: string[]): void {
  transaction.set(keysOf().doc(uid), { keys, updatedAt: FieldValue.serverTimestamp() });
}

/** The keys stored for a person, as a transaction reads them (empty when none are). */
export async function storedKeysIn(transaction: Transaction, uid: string): Promise<string[]> {
  const keys: unknown = (await transaction.get(keysOf().doc(uid))).get('keys');
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

/** The open pairs naming a person, as a transaction reads them (a merge closes them with its other steps). */
export async function openPairSnapshotsOfIn(transaction: Transaction, uid: string) {
  return (await transaction.get(openPairsOfQuery(uid))).docs;
}

/** Someone whose records hold the key (e.g. the same address as its provider reads it), as a transaction reads it. */
export async function uidWithKeyIn(transaction: Transaction, key: string): Promise<string | null> {
  return (await transaction.get(keysOf().where('keys', 'array-contains', key).limit(1))).docs[0]?.id ?? null;
}
