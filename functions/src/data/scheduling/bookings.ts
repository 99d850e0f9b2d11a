import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { BookingStatus } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { db, FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { type BookingRecord, type NewBooking, toBooking } from './booking-record.js';
import { busyQuery } from './calendar-locks.js';

const bookings = () => collections.bookings();

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

/** A candidate's booking links not booked yet, the one closing first first. */
export const linksToBookQuery = (candidate: string) =>
  bookings().where('candidate', '==', candidate).where('status', '==', 'open').orderBy('windowEnd');
