import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { BookingStatus } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { db, FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import type { EventChange, EventSubject } from '../../lib/event-log.js';
import { deleteInBatches, rewriteMatches } from '../../lib/batches.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';

/** A booking as stored; instants as epoch milliseconds. */
export interface BookingRecord {
  id: string;
  applicationId: string;
  jobId: string;
  candidate: string;
  jobTitle: string;
  /** The panel when the link was sent, in panel order. */
  panel: string[];
  required: 'all' | number;
  lengthMinutes: number;
  windowStart: number;
  windowEnd: number;
  status: BookingStatus;
  start: number | null;
  end: number | null;
  /** Who attends the booked time, and the lock documents that hold it for them. */
  interviewers: string[];
  lockIds: string[];
  sequence: number;
  /** Who sent the link (hr or an admin). */
  createdBy: string;
  /** The candidate's browser zone when they booked, for their e-mails ('UTC' until then). */
  candidateTimeZone: string;
  /** The stored version read: a booking's change commits only if nobody changed it since. */
  updateTime: Timestamp;
}

export type NewBooking = Omit<
  BookingRecord,
  | 'id'
  | 'updateTime'
  | 'status'
  | 'start'
  | 'end'
  | 'interviewers'
  | 'lockIds'
  | 'sequence'
  | 'candidateTimeZone'
  | 'createdBy'
>;

const bookings = () => collections.bookings();
const locks = () => collections.calendarLocks();
const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

function toBooking(snapshot: DocumentSnapshot): BookingRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    applicationId: String(data.applicationId),
    jobId: String(data.jobId),
    candidate: String(data.candidate),
    jobTitle: String(data.jobTitle ?? ''),
    panel: (data.panel as string[]) ?? [],
    required: data.required === 'all' ? 'all' : Number(data.required),
    lengthMinutes: Number(data.lengthMinutes),
    windowStart: millisOf(data.windowStart) ?? 0,
    windowEnd: millisOf(data.windowEnd) ?? 0,
    status: data.status as BookingStatus,
    start: millisOf(data.start),
    end: millisOf(data.end),
    interviewers: (data.interviewers as string[]) ?? [],
    lockIds: (data.lockIds as string[]) ?? [],
    sequence: Number(data.sequence ?? 0),
    candidateTimeZone: typeof data.candidateTimeZone === 'string' ? data.candidateTimeZone : 'UTC',
    createdBy: String(data.createdBy ?? ''),
    updateTime: snapshot.updateTime!,
  };
}

export const findBooking = async (id: string) => toBooking(await bookings().doc(id).get());

/** The application's links that are open or booked (at most one is, once createBooking has run). */
const activeLinksQuery = (applicationId: string) =>
  bookings().where('applicationId', '==', applicationId).where('status', 'in', ['open', 'booked']);

/** A new booking's id, so its e-mail can link to it before it is stored. */
export const newBookingId = () => bookings().doc().id;

/** The application's links that are open or booked, as a transaction reads them. */
export async function activeLinksIn(transaction: Transaction, applicationId: string) {
  const found = await transaction.get(activeLinksQuery(applicationId));
  return found.docs.map((doc) => ({ id: doc.id, status: doc.get('status') as BookingStatus }));
}

/** Stores a new link, open and not yet booked. */
export function createLinkIn(transaction: Transaction, id: string, booking: NewBooking, createdBy: string): void {
  transaction.create(bookings().doc(id), {
    ...booking,
    windowStart: Timestamp.fromMillis(booking.windowStart),
    windowEnd: Timestamp.fromMillis(booking.windowEnd),
    status: 'open',
    start: null,
    end: null,
    interviewers: [],
    lockIds: [],
    sequence: 0,
    createdBy,
    createdAt: FieldValue.serverTimestamp(),
  });
}

export function cancelLinkIn(transaction: Transaction, id: string): void {
  transaction.update(bookings().doc(id), { status: 'cancelled' });
}

/** An interviewer's booked interviews ending after `from`: past ones are never read again. */
export const busyQuery = (uid: string, from: number) =>
  bookings()
    .where('interviewers', 'array-contains', uid)
    .where('status', '==', 'booked')
    .where('end', '>', Timestamp.fromMillis(from))
    .orderBy('end');

/** The interviews an interviewer has booked that end after `from`, but `except` (one being moved). */
export async function busyIntervalsOf(
  uid: string,
  from: number,
  except: string,
): Promise<{ start: number; end: number }[]> {
  const found = await busyQuery(uid, from).get();
  return found.docs
    .filter((doc) => doc.id !== except)
    .map((doc) => ({ start: millisOf(doc.get('start'))!, end: millisOf(doc.get('end'))! }));
}

/** The ids of the day seats an interviewer holds on a local day (one query: as many reads as seats taken). */
export async function seatsTaken(uid: string, day: string): Promise<Set<string>> {
  const found = await locks().where('uid', '==', uid).where('day', '==', day).get();
  return new Set(found.docs.map((doc) => doc.id));
}

/** A booking's next state (what changes of the record), with the event and e-mails that go with it. */
export interface BookingChange extends Pick<
  BookingRecord,
  'status' | 'start' | 'end' | 'interviewers' | 'lockIds' | 'sequence' | 'candidateTimeZone'
> {
  booking: BookingRecord;
  /** When the 24-hour reminder is due (null: none, e.g. booked less than a day ahead, or cancelled). */
  reminderAt: number | null;
  event: EventChange;
  /** The candidate's notice first, then the interviewers': queued with the change, or not at all. */
  mail: OutboxMail[];
  subject: EventSubject;
  actor: string;
}

/**
 * Holds the new locks, frees the old ones and changes the booking, in `batch`. Locks are created, so one already
 * held (by another booking, or a seat taken meanwhile) fails the batch (ALREADY_EXISTS); the booking's update
 * requires the version that was read (FAILED_PRECONDITION otherwise).
 */
export function writeBookingChange(batch: WriteBatch, change: BookingChange): void {
  const { booking } = change;
  const kept = new Set(change.lockIds);
  for (const id of change.lockIds.filter((id) => !booking.lockIds.includes(id))) {
    const [uid, day, seat] = id.split('__');
    // A day seat names its day, so the seats taken on a day are one query away.
    batch.create(locks().doc(id), { bookingId: booking.id, uid, ...(seat ? { day } : {}) });
  }
  for (const id of booking.lockIds.filter((id) => !kept.has(id))) batch.delete(locks().doc(id));
  batch.update(
    bookings().doc(booking.id),
    {
      status: change.status,
      start: change.start === null ? null : Timestamp.fromMillis(change.start),
      end: change.end === null ? null : Timestamp.fromMillis(change.end),
      interviewers: change.interviewers,
      lockIds: change.lockIds,
      sequence: change.sequence,
      candidateTimeZone: change.candidateTimeZone,
      reminderAt: change.reminderAt === null ? null : Timestamp.fromMillis(change.reminderAt),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { lastUpdateTime: booking.updateTime },
  );
}

/** Booked interviews whose 24-hour reminder is due at `now`, soonest first. */
export const remindersDueQuery = (now: number) =>
  bookings().where('reminderAt', '<=', Timestamp.fromMillis(now)).orderBy('reminderAt');

export async function remindersDue(now: number, limit: number): Promise<BookingRecord[]> {
  const found = await remindersDueQuery(now).limit(limit).get();
  return found.docs.map(toBooking).filter((booking): booking is BookingRecord => booking !== null);
}

/**
 * Queues a booking's reminders and clears its reminderAt in one batch that requires the version read: two
 * runs never both send it, and a reminder for a time moved meanwhile is not sent. Answers whether it was sent.
 */
export async function settleReminder(booking: BookingRecord, mail: OutboxMail[]): Promise<boolean> {
  const batch = db().batch();
  batch.update(
    bookings().doc(booking.id),
    { reminderAt: null, reminderSentAt: FieldValue.serverTimestamp() },
    { lastUpdateTime: booking.updateTime },
  );
  for (const message of mail) queueMail(batch, message);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isFirestoreCode(error, FIRESTORE_CODES.failedPrecondition)) return false;
    throw error;
  }
}

/** Erasure of a candidate: their bookings and the locks holding them. */
export async function deleteBookingsOf(candidate: string): Promise<number> {
  const found = await bookings().where('candidate', '==', candidate).get();
  const lockIds = found.docs.flatMap((doc) => (doc.get('lockIds') as string[]) ?? []);
  await deleteInBatches([...lockIds.map((id) => locks().doc(id)), ...found.docs.map((doc) => doc.ref)]);
  return found.size;
}

/**
 * Erasure of an interviewer: their locks go and bookings name a pseudonym where they named them. Answers how many
 * documents changed and the applications of those interviews (their queued invites list every attendee).
 */
export async function pseudonymiseInterviewerBookings(
  uid: string,
  pseudonym: string,
): Promise<{ count: number; applicationIds: string[] }> {
  const held = await locks().where('uid', '==', uid).get();
  const onPanels = await bookings().where('panel', 'array-contains', uid).get();
  const swap = (list: string[]) => list.map((entry) => (entry === uid ? pseudonym : entry));
  const batchSize = 400;
  for (let i = 0; i < onPanels.docs.length; i += batchSize) {
    const batch = db().batch();
    for (const doc of onPanels.docs.slice(i, i + batchSize)) {
      const lockIds = ((doc.get('lockIds') as string[]) ?? []).filter((id) => !id.startsWith(`${uid}__`));
      batch.update(doc.ref, {
        panel: swap(doc.get('panel') ?? []),
        interviewers: swap(doc.get('interviewers') ?? []),
        lockIds,
      });
    }
    await batch.commit();
  }
  await deleteInBatches(held.docs.map((doc) => doc.ref));
  const applicationIds = [...new Set(onPanels.docs.map((doc) => String(doc.get('applicationId'))))];
  return { count: held.size + onPanels.size, applicationIds };
}

/** The interviews an interviewer attends from `from` on, soonest first (their Interviews list). */
export async function bookedFor(uid: string, from: number): Promise<BookingRecord[]> {
  const found = await busyQuery(uid, from).get();
  return found.docs.map(toBooking).filter((booking): booking is BookingRecord => booking !== null);
}

/** A candidate's links that are open or booked (one per application at most). */
export async function activeBookingsOf(candidate: string): Promise<BookingRecord[]> {
  const found = await bookings().where('candidate', '==', candidate).where('status', 'in', ['open', 'booked']).get();
  return found.docs.map(toBooking).filter((booking): booking is BookingRecord => booking !== null);
}

/** Erasure of staff: the booking links they sent name the pseudonym instead. */
export const pseudonymiseLinkSender = (uid: string, pseudonym: string) =>
  rewriteMatches(bookings().where('createdBy', '==', uid), (booking, batch) =>
    batch.update(booking.ref, { createdBy: pseudonym }),
  );

/** The bookings a staff member is on the panel of or sent the link for (their export). */
export async function bookingsHandledBy(uid: string): Promise<BookingRecord[]> {
  const [panel, sent] = await Promise.all([
    bookings().where('panel', 'array-contains', uid).get(),
    bookings().where('createdBy', '==', uid).get(),
  ]);
  const byId = new Map([...panel.docs, ...sent.docs].map((doc) => [doc.id, doc]));
  return [...byId.values()].map(toBooking).filter((booking): booking is BookingRecord => booking !== null);
}

/** Queues e-mails that go out with no change of their own (an erasure's calendar cancels). */
export async function queueMails(mail: OutboxMail[]): Promise<void> {
  if (mail.length === 0) return;
  const batch = db().batch();
  for (const message of mail) queueMail(batch, message);
  await batch.commit();
}

/** Bookings a person has as candidate, for their export. */
export async function bookingsOf(candidate: string): Promise<BookingRecord[]> {
  const found = await bookings().where('candidate', '==', candidate).get();
  return found.docs.map(toBooking).filter((booking): booking is BookingRecord => booking !== null);
}

/** A candidate's booking links as a transaction reads them (merging two people moves them). */
export async function bookingSnapshotsOfIn(transaction: Transaction, candidate: string) {
  return (await transaction.get(bookings().where('candidate', '==', candidate))).docs;
}

/**
 * The booking links of an application that name `from` as its candidate (sent after a merge moved it), read in a
 * transaction, each with the write that names `to` instead (an undo's; applied after its reads).
 */
export async function moveBookingsBackIn(transaction: Transaction, applicationId: string, from: string, to: string) {
  const found = await transaction.get(
    bookings().where('applicationId', '==', applicationId).where('candidate', '==', from),
  );
  return found.docs.map((booking) => ({
    path: booking.ref.path,
    apply: () => transaction.update(booking.ref, { candidate: to }),
  }));
}
