import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { deleteInBatches } from '../../lib/batches.js';
import type { JournalEntry } from '../../lib/journal.js';
import { dateOf } from '../../lib/timestamps.js';

// Merges of two people (merges/{id}) and the journal of what each of their transactions changed
// (mergeSteps/{id}__{n}, n from 0), read back by the undo.

const merges = () => collections.merges();
const steps = () => collections.mergeSteps();

export type MergeStatus = 'moving' | 'done' | 'undoing' | 'undone';

export interface MergeRecord {
  id: string;
  survivor: string;
  other: string;
  by: string;
  at: Date | null;
  status: MergeStatus;
  /** Journaled transactions so far (their ids are `{id}__0` to `{id}__{stepCount - 1}`). */
  stepCount: number;
  /** Whether the other person had an Auth account, and whether it was disabled before the merge. */
  otherAccount: { exists: boolean; disabled: boolean } | null;
  undoneAt: Date | null;
}

function toMerge(snapshot: DocumentSnapshot): MergeRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    survivor: String(data.survivor),
    other: String(data.other),
    by: String(data.by ?? ''),
    at: dateOf(data.at),
    status: data.status as MergeStatus,
    stepCount: Number(data.stepCount ?? 0),
    otherAccount: (data.otherAccount as MergeRecord['otherAccount'] | undefined) ?? null,
    undoneAt: dateOf(data.undoneAt),
  };
}

export const newMergeId = () => merges().doc().id;

export async function mergeIn(transaction: Transaction, id: string): Promise<MergeRecord | null> {
  return toMerge(await transaction.get(merges().doc(id)));
}

export async function findMerge(id: string): Promise<MergeRecord | null> {
  return toMerge(await merges().doc(id).get());
}

export function createMergeIn(
  transaction: Transaction,
  id: string,
  merge: { survivor: string; other: string; by: string; otherAccount: MergeRecord['otherAccount'] },
): void {
  transaction.create(merges().doc(id), { ...merge, status: 'moving', stepCount: 0, at: FieldValue.serverTimestamp() });
}

/** Journals one transaction's changes as the merge's next step (the record read in the same transaction). */
export function journalStepIn(transaction: Transaction, merge: MergeRecord, entries: JournalEntry[]): void {
  if (entries.length === 0) return;
  transaction.create(steps().doc(`${merge.id}__${merge.stepCount}`), {
    mergeId: merge.id,
    n: merge.stepCount,
    entries,
  });
  transaction.update(merges().doc(merge.id), { stepCount: FieldValue.increment(1) });
}

/** One step's journal as a transaction reads it. */
export async function stepIn(transaction: Transaction, mergeId: string, n: number): Promise<JournalEntry[] | null> {
  const snapshot = await transaction.get(steps().doc(`${mergeId}__${n}`));
  return snapshot.exists ? ((snapshot.get('entries') as JournalEntry[] | undefined) ?? []) : null;
}

/** Every step's journal, in order (the undo's safety check reads what moved). */
export async function allSteps(mergeId: string): Promise<JournalEntry[][]> {
  const found = await steps().where('mergeId', '==', mergeId).get();
  return found.docs
    .sort((a, b) => Number(a.get('n')) - Number(b.get('n')))
    .map((doc) => (doc.get('entries') as JournalEntry[] | undefined) ?? []);
}

/** The undo took the step back: its journal goes, so a retried undo does not take it back twice. */
export function stepUndoneIn(transaction: Transaction, mergeId: string, n: number): void {
  transaction.delete(steps().doc(`${mergeId}__${n}`));
}

export function setMergeStatusIn(transaction: Transaction, id: string, status: MergeStatus, by?: string): void {
  transaction.update(merges().doc(id), {
    status,
    ...(status === 'done' ? { doneAt: FieldValue.serverTimestamp() } : {}),
    ...(status === 'undone' ? { undoneAt: FieldValue.serverTimestamp(), undoneBy: by ?? '' } : {}),
  });
}

const naming = (uid: string) => [merges().where('survivor', '==', uid), merges().where('other', '==', uid)];

/** The merges a person was in (their export). */
export async function mergesOf(uid: string): Promise<MergeRecord[]> {
  const found = await Promise.all(naming(uid).map((query) => query.get()));
  return found.flatMap((page) => page.docs.map(toMerge)).filter((merge): merge is MergeRecord => merge !== null);
}

/**
 * Erasure: the merges naming the person, with their journals (the values before the merge name both people).
 * Erasing the survivor erases what was merged into them; the merge can no longer be undone. Answers how many went.
 */
export async function deleteMergesOf(uid: string): Promise<number> {
  let gone = 0;
  for (const merge of await mergesOf(uid)) {
    const journal = await steps().where('mergeId', '==', merge.id).get();
    await deleteInBatches(journal.docs.map((doc) => doc.ref));
    gone += journal.size;
    await merges().doc(merge.id).delete();
    gone += 1;
  }
  return gone;
}

/** Erasing a member of staff: who merged stays as the pseudonym. */
export async function pseudonymiseMerger(uid: string, pseudonym: string): Promise<number> {
  const found = await merges().where('by', '==', uid).get();
  await Promise.all(found.docs.map((doc) => doc.ref.update({ by: pseudonym })));
  const undone = await merges().where('undoneBy', '==', uid).get();
  await Promise.all(undone.docs.map((doc) => doc.ref.update({ undoneBy: pseudonym })));
  return found.size + undone.size;
}
