import { type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { deleteInBatches, rewriteMatches } from '../../lib/batches.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { type BookingRecord, toBooking } from './booking-record.js';

// What scheduling holds of a person: their bookings for export, erasure and merging.

const bookings = () => collections.bookings();
const locks = () => collections.calendarLocks();

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
