import { FieldValue, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import type { EventChange, EventSubject } from '../../lib/event-log.js';
import { type OutboxMail } from '../../lib/mail.js';
import { type BookingRecord, millisOf } from './booking-record.js';

// The calendar locks: one document per interviewer and quarter hour (and day seat), so two bookings cannot both hold one.

const bookings = () => collections.bookings();
const locks = () => collections.calendarLocks();

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

/** The booked interviews a person attends that end between `from` and `to`, soonest first. */
export const interviewsSoonQuery = (uid: string, from: number, to: number) =>
  busyQuery(uid, from).where('end', '<=', Timestamp.fromMillis(to));
