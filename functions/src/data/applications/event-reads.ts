import { FieldPath, Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import type { CursorPosition } from '../../lib/paging.js';
import { toEventRecord, type EventRecord } from '../../lib/event-log.js';
import { applicationSubcollections, collections } from '../../lib/collections.js';

// An application's event log as the timeline and merging read it (lib/event-log.ts appends to it).

const applications = () => collections.applications();

/**
 * An application's event log: staff read it newest first; `statusOnly` is oldest first over the events that
 * changed the status (the candidate's view; index statusChanged + at).
 */
export function eventsQuery(applicationId: string, statusOnly = false): Query {
  const events = applicationSubcollections.events(applicationId);
  if (statusOnly) return events.where('statusChanged', '==', true).orderBy('at').orderBy(FieldPath.documentId());
  return events.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** One event of an application's log (the stage rules read the entry that started them). */
export async function findEvent(applicationId: string, eventId: string): Promise<EventRecord | null> {
  return toEventRecord(await applicationSubcollections.events(applicationId).doc(eventId).get());
}

/** One page of an application's event log, after the cursor's event. */
export async function listEvents(
  applicationId: string,
  limit: number,
  after: CursorPosition | null,
  statusOnly = false,
): Promise<EventRecord[]> {
  let query = eventsQuery(applicationId, statusOnly).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  const snapshot = await query.get();
  return snapshot.docs.map(toEventRecord).filter((event): event is EventRecord => event !== null);
}

/** An application and its whole event log as a transaction reads them (a moved application's events follow it). */
export async function applicationWithEventsIn(transaction: Transaction, id: string) {
  const [application, events] = await Promise.all([
    transaction.get(applications().doc(id)),
    transaction.get(applicationSubcollections.events(id)),
  ]);
  return { application, events: events.docs };
}

/**
 * The events of an application that name `from` as its candidate (logged after a merge moved it), read in a
 * transaction, each with the write that names `to` instead (an undo's; applied after its reads).
 */
export async function moveEventsBackIn(transaction: Transaction, applicationId: string, from: string, to: string) {
  const found = await transaction.get(applicationSubcollections.events(applicationId).where('candidate', '==', from));
  return found.docs.map((event) => ({
    path: event.ref.path,
    apply: () => transaction.update(event.ref, { candidate: to }),
  }));
}
