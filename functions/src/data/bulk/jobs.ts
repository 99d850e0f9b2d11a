import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { BulkAction, BulkJobDto, BulkOutcome, BulkState } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';
import { rewriteMatches } from '../../lib/batches.js';
import { runTransaction } from '../../lib/transactions.js';

// Bulk jobs and their items. An item is written in the transaction of the change it records, so a job resumed
// after a crash skips what is done and never does anything twice.

const jobs = () => collections.bulkJobs();
const items = () => collections.bulkItems();

export interface BulkJob {
  id: string;
  by: string;
  /** Set when an API key started it: only that key may undo it. */
  keyId: string | null;
  action: BulkAction;
  ids: string[];
  state: BulkState;
  undoUntil: Date | null;
  /** How long rejection e-mails wait (minutes). */
  undoMinutes: number;
  createdAt: Date | null;
  finished: boolean;
}

/** What undo needs of one application: the stage and reason before, the tags the job added. */
export interface BulkItem {
  applicationId: string;
  outcome: BulkOutcome;
  reason: string | null;
  before: { stage: string; status: string; stageEnteredAt: number } | null;
  tagsAdded: string[];
  undone: boolean;
}

const toJob = (snapshot: FirebaseFirestore.DocumentSnapshot): BulkJob | null => {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    by: String(data.by ?? ''),
    keyId: typeof data.keyId === 'string' ? data.keyId : null,
    action: data.action as BulkAction,
    ids: Array.isArray(data.ids) ? data.ids : [],
    state: (data.state ?? 'running') as BulkState,
    undoUntil: dateOf(data.undoUntil),
    undoMinutes: Number(data.undoMinutes ?? 0),
    createdAt: dateOf(data.createdAt),
    finished: data.finishedAt !== null && data.finishedAt !== undefined,
  };
};

const toItem = (snapshot: FirebaseFirestore.DocumentSnapshot): BulkItem | null => {
  const data = snapshot.data();
  if (!data) return null;
  return {
    applicationId: String(data.applicationId ?? ''),
    outcome: data.outcome as BulkOutcome,
    reason: typeof data.reason === 'string' ? data.reason : null,
    before: data.before ?? null,
    tagsAdded: Array.isArray(data.tagsAdded) ? data.tagsAdded : [],
    undone: data.undone === true,
  };
};

export const itemIdOf = (bulkId: string, applicationId: string) => `${bulkId}__${applicationId}`;

export async function createBulkJob(
  job: Omit<BulkJob, 'id' | 'state' | 'undoUntil' | 'createdAt' | 'finished'>,
  /** The candidates of its applications, so erasing one finds the jobs naming them. */
  candidates: string[],
) {
  const ref = jobs().doc();
  await ref.create({
    ...job,
    candidates: [...new Set(candidates)],
    state: 'running',
    undoUntil: null,
    createdAt: FieldValue.serverTimestamp(),
    finishedAt: null,
    // Kept 30 days for its outcomes, then gone (Firestore TTL).
    expireAt: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
  });
  return ref.id;
}

export async function findBulkJob(id: string): Promise<BulkJob | null> {
  return toJob(await jobs().doc(id).get());
}

export async function bulkJobIn(transaction: Transaction, id: string): Promise<BulkJob | null> {
  return toJob(await transaction.get(jobs().doc(id)));
}

/** A person's running bulk jobs, counted (at most `cap`). */
export async function runningJobsOf(uid: string, cap: number): Promise<number> {
  const found = await jobs().where('by', '==', uid).where('state', '==', 'running').limit(cap).get();
  return found.size;
}

/** Marks a job done and opens its undo window, only while it is still running (a late runner changes nothing). */
export async function finishBulkJob(id: string, undoUntil: Date): Promise<void> {
  await runTransaction(async (transaction) => {
    const job = await transaction.get(jobs().doc(id));
    if (job.get('state') !== 'running') return;
    transaction.update(job.ref, { state: 'done', finishedAt: FieldValue.serverTimestamp(), undoUntil });
  });
}

export function markUndoneIn(transaction: Transaction, id: string): void {
  transaction.update(jobs().doc(id), {
    state: 'undone',
    undoUntil: null,
    undoneAt: FieldValue.serverTimestamp(),
    undoFinished: false,
  });
}

export async function finishUndo(id: string): Promise<void> {
  await jobs().doc(id).update({ undoFinished: true });
}

/** Undos a crash left half done (begun before `before`), for the sweep to finish. */
export async function unfinishedUndos(before: Date, limit: number): Promise<string[]> {
  const found = await jobs().where('state', '==', 'undone').where('undoFinished', '==', false).limit(limit).get();
  return found.docs
    .filter((doc) => (dateOf(doc.get('undoneAt'))?.getTime() ?? 0) < before.getTime())
    .map((doc) => doc.id);
}

/** Whether the item is still to do, read first in the transaction that does it. */
export async function itemOpenIn(transaction: Transaction, bulkId: string, applicationId: string) {
  return !(await transaction.get(items().doc(itemIdOf(bulkId, applicationId)))).exists;
}

export function writeItemIn(
  transaction: Transaction,
  bulkId: string,
  item: Omit<BulkItem, 'undone'>,
  candidate = '',
): void {
  transaction.create(items().doc(itemIdOf(bulkId, item.applicationId)), {
    bulkId,
    candidate,
    ...item,
    undone: false,
    at: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
  });
}

export async function itemIn(transaction: Transaction, bulkId: string, applicationId: string) {
  return toItem(await transaction.get(items().doc(itemIdOf(bulkId, applicationId))));
}

export function markItemUndoneIn(transaction: Transaction, bulkId: string, applicationId: string): void {
  transaction.update(items().doc(itemIdOf(bulkId, applicationId)), { undone: true });
}

/** A job's items as handled so far, for its progress. */
export async function itemsOf(bulkId: string): Promise<BulkItem[]> {
  const found = await items().where('bulkId', '==', bulkId).get();
  return found.docs.map(toItem).filter((item): item is BulkItem => item !== null);
}

/** Jobs a crash left running (begun before `before`), for the sweep to resume. */
export const staleRunningQuery = (before: Date) =>
  jobs().where('state', '==', 'running').where('createdAt', '<', Timestamp.fromDate(before)).orderBy('createdAt');

export async function staleRunningJobs(before: Date, limit: number): Promise<string[]> {
  return (await staleRunningQuery(before).limit(limit).get()).docs.map((doc) => doc.id);
}

export const toDtoTimes = (job: BulkJob): Pick<BulkJobDto, 'undoUntil' | 'createdAt'> => ({
  undoUntil: job.state === 'done' && job.undoUntil ? job.undoUntil.toISOString() : null,
  createdAt: job.createdAt?.toISOString() ?? null,
});

/**
 * Erases a person from bulk jobs: the items about their applications go, and the jobs naming their applications
 * forget those ids (a job started by them keeps a pseudonym). Answers how many documents changed.
 */
export async function eraseBulkRecordsOf(uid: string, pseudonym: string): Promise<number> {
  let changed = await rewriteMatches(items().where('candidate', '==', uid), (snapshot, batch) =>
    batch.delete(snapshot.ref),
  );
  changed += await rewriteMatches(jobs().where('candidates', 'array-contains', uid), (snapshot, batch) =>
    batch.update(snapshot.ref, {
      ids: ((snapshot.get('ids') as string[] | undefined) ?? []).filter((id) => !id.endsWith(`_${uid}`)),
      candidates: FieldValue.arrayRemove(uid),
    }),
  );
  changed += await rewriteMatches(jobs().where('by', '==', uid), (snapshot, batch) =>
    batch.update(snapshot.ref, { by: pseudonym }),
  );
  return changed;
}
