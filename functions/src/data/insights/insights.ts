import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { applicationSubcollections, collections } from '../../lib/collections.js';
import { markEventCounted } from '../../lib/event-log.js';
import {
  bucketFields,
  countersOf,
  toStored,
  type Tree,
  LOGGED_FIELDS,
  toLoggedEvent,
  type BucketDeltas,
  type Counters,
  type LoggedEvent,
} from './record.js';
import { runTransaction } from '../../lib/transactions.js';

// The only code that reads and writes the insights collections (the rebuild's and the erasure's parts have
// files of their own).

export interface EventToCount {
  event: LoggedEvent;
  /** When the event was last written: counting is refused if it changed since (an erasure rewrote it). */
  version: Timestamp;
  jobId: string;
  /** The events logged on the same application before it, in log order. */
  prior: LoggedEvent[];
}

/** An event with the log before it, read in one query of the application's log; null when gone or counted. */
export async function readEventToCount(applicationId: string, eventId: string): Promise<EventToCount | null> {
  const log = await applicationSubcollections
    .events(applicationId)
    .select(...LOGGED_FIELDS, 'jobId', 'countedAt', 'uncountable')
    .get();
  const snapshot = log.docs.find((doc) => doc.id === eventId);
  const event = snapshot && toLoggedEvent(snapshot);
  // Counted, or marked as one that cannot be (left to the rebuild): nothing to do.
  if (!snapshot || !event || snapshot.get('countedAt') || snapshot.get('uncountable')) return null;
  const prior = log.docs
    .filter((doc) => doc.id < eventId)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map(toLoggedEvent)
    .filter((logged): logged is LoggedEvent => logged !== null);
  return { event, version: snapshot.updateTime, jobId: String(snapshot.get('jobId') ?? ''), prior };
}

/** What one count writes, decided inside its transaction (a first hire depends on the job's stored one). */
export interface CountPlan {
  /** An application's first hire: the job's first hire known so far is read to decide the time to fill. */
  isHire: boolean;
  postedAt: number | null;
  /** The counters to add and, when this hire is the job's first now, its time to store. */
  write(knownFirstHireAt: number | null): { deltas: BucketDeltas; firstHireAt: number | null };
}

function writeDeltas(transaction: Transaction, deltas: BucketDeltas) {
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

/**
 * Counts one event once: its counters and its "counted" mark are written in one transaction, and a second
 * delivery of the same event finds the mark and writes nothing. 'done' when it was counted (or deleted)
 * meanwhile; 'changed' when it was rewritten since `read` (count it again from the start).
 */
export async function countOnce(
  read: Pick<EventToCount, 'version'> & { applicationId: string; eventId: string; jobId: string },
  plan: CountPlan,
): Promise<'counted' | 'done' | 'changed'> {
  const { applicationId, eventId, jobId } = read;
  return runTransaction(async (transaction) => {
    const event = await transaction.get(applicationSubcollections.events(applicationId).doc(eventId));
    if (!event.exists || event.get('countedAt')) return 'done';
    if (!event.updateTime?.isEqual(read.version)) return 'changed';
    const firstHire = collections.insightsJobs().doc(jobId);
    const known = plan.isHire
      ? (((await transaction.get(firstHire)).get('firstHireAt') as Timestamp | undefined)?.toMillis() ?? null)
      : null;
    const { deltas, firstHireAt } = plan.write(known);
    if (firstHireAt !== null) {
      transaction.set(firstHire, { firstHireAt: Timestamp.fromMillis(firstHireAt), postedAt: plan.postedAt });
    }
    writeDeltas(transaction, deltas);
    markEventCounted(transaction, applicationId, eventId);
    return 'counted';
  });
}

/**
 * Marks an event the trigger could not count (with why and when), once: answers false when it was counted or
 * marked meanwhile. The rebuild counts it all the same and marks it counted.
 */
export function markUncountable(applicationId: string, eventId: string, reason: string, now: number) {
  return runTransaction(async (transaction) => {
    const ref = applicationSubcollections.events(applicationId).doc(eventId);
    const event = await transaction.get(ref);
    if (!event.exists || event.get('countedAt') || event.get('uncountable')) return false;
    transaction.update(ref, { uncountable: { at: Timestamp.fromMillis(now), reason: reason.slice(0, 500) } });
    return true;
  });
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
