import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { ApplicationEventType, ApplicationStatus } from '@hr-portal/contract';
import { applicationSubcollections, collections } from '../../lib/collections.js';
import { forEachDocument } from '../../lib/each-document.js';
import { db } from '../../lib/firebase.js';
import { eventDocument, subjectOfStored, type EventChange } from '../../lib/event-log.js';

// Moves the timeline arrays older documents carry (`history`, `interviewEvents`) into the event log. Safe to run
// any number of times: each old entry becomes an event with an id derived from its time and position, written
// with set(), and the arrays are removed only after all of their events are stored.

const WRITES_PER_BATCH = 400;

type Stored = Record<string, unknown>;

const timeOf = (value: unknown) => (value instanceof Timestamp ? value : Timestamp.fromMillis(0));
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The event an old history entry describes. */
function fromHistory(entry: Stored, source: string | null): EventChange {
  const fromStatus = text(entry.from) as ApplicationStatus | null;
  const toStage = text(entry.toStage);
  const moved = {
    fromStage: text(entry.fromStage),
    toStage,
    fromStatus,
    toStatus: text(entry.to) as ApplicationStatus,
  };
  if (fromStatus === null) return { type: 'applied', ...moved, source };
  const type: ApplicationEventType = toStage === 'withdrawn' ? 'withdrawn' : 'moved';
  return { type, ...moved, reasonId: text(entry.reason) };
}

/** The event an old panel entry describes. */
function fromInterviewEvent(entry: Stored): EventChange {
  const interviewer = (entry.interviewer ?? {}) as Stored;
  return { type: entry.type as ApplicationEventType, interviewerUid: String(interviewer.uid ?? '') };
}

/** The events of one stored application, with ids that are the same on every run. */
export function eventsOfArrays(application: DocumentSnapshot) {
  const subject = subjectOfStored(application);
  const source = text(application.get('source'));
  const history = (application.get('history') ?? []) as Stored[];
  const panel = (application.get('interviewEvents') ?? []) as Stored[];
  const old = [
    ...history.map((entry) => ({ entry, change: fromHistory(entry, source) })),
    ...panel.map((entry) => ({ entry, change: fromInterviewEvent(entry) })),
  ];
  return old.map(({ entry, change }, index) => {
    const at = timeOf(entry.at);
    const id = `${String(at.toMillis()).padStart(13, '0')}-${String(index).padStart(4, '0')}-migrated`;
    return { id, data: eventDocument(subject, change, String(entry.by ?? ''), at) };
  });
}

async function migrateOne(application: DocumentSnapshot): Promise<number> {
  const events = eventsOfArrays(application);
  for (let start = 0; start < events.length; start += WRITES_PER_BATCH) {
    const batch = db().batch();
    for (const { id, data } of events.slice(start, start + WRITES_PER_BATCH))
      batch.set(applicationSubcollections.events(application.id).doc(id), data);
    await batch.commit();
  }
  await application.ref.update({ history: FieldValue.delete(), interviewEvents: FieldValue.delete() });
  return events.length;
}

/** Every application with timeline arrays, page by page; answers how many applications and events moved. */
export async function migrateToEventLog(): Promise<{ applications: number; events: number }> {
  let applications = 0;
  let events = 0;
  await forEachDocument(collections.applications(), async (application) => {
    if (application.get('history') === undefined && application.get('interviewEvents') === undefined) return;
    events += await migrateOne(application);
    applications += 1;
  });
  return { applications, events };
}
