import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { applicationSubcollections, collectionGroups } from '../../lib/collections.js';
import { LOGGED_FIELDS, toLoggedEvent, type LoggedEvent } from '../../lib/event-log.js';

// Reading the applications' event log (lib/event-log.ts appends to it) for the hiring insights.

/** One application's log as the insights read it, in log order, with each event's count state and version. */
export async function readApplicationLog(applicationId: string) {
  const log = await applicationSubcollections
    .events(applicationId)
    .select(...LOGGED_FIELDS, 'jobId', 'countedAt', 'uncountable')
    .get();
  return log.docs
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((doc) => ({
      id: doc.id,
      event: toLoggedEvent(doc),
      jobId: String(doc.get('jobId') ?? ''),
      /** Counted, or marked as one that cannot be (left to the rebuild). */
      settled: Boolean(doc.get('countedAt') || doc.get('uncountable')),
      version: doc.updateTime,
    }));
}

export interface LogEntry {
  applicationId: string;
  jobId: string;
  event: LoggedEvent;
  counted: boolean;
}

/** Every logged event (or one job's), with the fields the insights read. */
export async function readLog(jobId?: string): Promise<LogEntry[]> {
  const group = collectionGroups.events();
  const query = (jobId ? group.where('jobId', '==', jobId) : group).select(...LOGGED_FIELDS, 'jobId', 'countedAt');
  const entries: LogEntry[] = [];
  for (const doc of (await query.get()).docs) {
    const event = toLoggedEvent(doc);
    const applicationId = doc.ref.parent.parent?.id;
    if (!event || !applicationId) continue;
    entries.push({
      applicationId,
      jobId: String(doc.get('jobId') ?? ''),
      event,
      counted: Boolean(doc.get('countedAt')),
    });
  }
  return entries;
}

/** An event's count state as a transaction reads it. */
export async function eventCountStateIn(transaction: Transaction, applicationId: string, eventId: string) {
  const event = await transaction.get(applicationSubcollections.events(applicationId).doc(eventId));
  return {
    exists: event.exists,
    counted: Boolean(event.get('countedAt')),
    uncountable: Boolean(event.get('uncountable')),
    version: event.updateTime ?? null,
  };
}

/** Marks an event the trigger could not count, with why and when (the rebuild counts it all the same). */
export function markUncountableIn(
  transaction: Transaction,
  applicationId: string,
  eventId: string,
  reason: string,
  now: number,
): void {
  transaction.update(applicationSubcollections.events(applicationId).doc(eventId), {
    uncountable: { at: Timestamp.fromMillis(now), reason: reason.slice(0, 500) },
  });
}
