import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { collections } from '../../lib/collections.js';
import { bucketFields, countersOf, toStored, type Tree, type BucketDeltas, type Counters } from './record.js';

/** Adds a count's counters to their buckets. */
export function writeDeltasIn(transaction: Transaction, deltas: BucketDeltas): void {
  for (const [id, { key, deltas: counters }] of deltas) {
    // The interviewers a bucket counts are listed beside the counters, so an erasure finds them with one query.
    const uids = Object.keys(counters.interviewers ?? {});
    const named = uids.length > 0 ? { interviewerUids: FieldValue.arrayUnion(...uids) } : {};
    transaction.set(
      collections.insights().doc(id),
      { ...bucketFields(key), ...toStored(counters as Tree, (by) => FieldValue.increment(by)), ...named },
      { merge: true },
    );
  }
}

/** The counters of the given buckets, read in one round trip (missing ones count as empty). */
export async function readBuckets(ids: string[]): Promise<Counters[]> {
  if (ids.length === 0) return [];
  const snapshots = await db().getAll(...ids.map((id) => collections.insights().doc(id)));
  return snapshots.filter((s) => s.exists).map((s) => countersOf(s.data()));
}

/** Records who downloaded which insights table (the audit trail's entry for a CSV download). */
export async function recordInsightsExport(
  actor: Caller,
  target: { jobId: string | null; label: string },
  details: { table: string; from: string; to: string },
): Promise<void> {
  const batch = db().batch();
  recordAudit(batch, {
    actor,
    action: 'insights.exported',
    target: { type: 'job', id: target.jobId ?? 'all', label: target.label },
    before: null,
    after: details,
  });
  await batch.commit();
}

/** When the job's first hire was, as a transaction reads it (null: none counted yet). */
export async function firstHireAtIn(transaction: Transaction, jobId: string): Promise<number | null> {
  const stored = (await transaction.get(collections.insightsJobs().doc(jobId))).get('firstHireAt');
  return (stored as Timestamp | undefined)?.toMillis() ?? null;
}

/** Stores the job's first hire (and when it was posted): its time to fill follows from them. */
export function setFirstHireIn(transaction: Transaction, jobId: string, firstHireAt: number, postedAt: number | null) {
  transaction.set(collections.insightsJobs().doc(jobId), { firstHireAt: Timestamp.fromMillis(firstHireAt), postedAt });
}
