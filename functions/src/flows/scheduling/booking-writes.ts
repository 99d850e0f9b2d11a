import { Timestamp } from 'firebase-admin/firestore';
import { appendEvent, type EventSubject } from '../../lib/event-log.js';
import { FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { newWriteBatch, runTransaction, type OnceGuard } from '../../lib/transactions.js';
import { activeLinksIn, cancelLinkIn, createLinkIn, newBookingId } from '../../data/scheduling/bookings.js';
import { writeBookingChange, type BookingChange } from '../../data/scheduling/calendar-locks.js';
import { type NewBooking } from '../../data/scheduling/booking-record.js';
import { applicationIn } from '../../data/applications/applications.js';
import { setBookingLinkIn, setInterviewIn } from '../../data/applications/pointers.js';
import { notifyIn, type NotificationDraft } from '../../data/notifications/notifications.js';

/**
 * Stores a new booking link, closing the open one it replaces, with its timeline event and e-mail, in one
 * transaction. Every link sent for one application reads and writes the application (its bookingLinkId), so
 * concurrent sends run one after another and each sees (and closes) the link made before it: one link stays
 * open. Answers 'booked' or 'closed', writing nothing, when the application's interview is already booked or the
 * application was closed meanwhile.
 */
export async function storeBookingLink(
  booking: NewBooking,
  subject: EventSubject,
  actor: string,
  linkMail: (bookingId: string) => OutboxMail | null,
  isClosed: (application: { stage: string; status: string }) => boolean,
  guard?: OnceGuard,
): Promise<string | 'booked' | 'closed' | 'done'> {
  const id = newBookingId();
  const mail = linkMail(id);
  return runTransaction(async (transaction) => {
    if (guard && !(await guard.open(transaction))) return 'done';
    const application = await applicationIn(transaction, booking.applicationId);
    const active = await activeLinksIn(transaction, booking.applicationId);
    if (isClosed({ stage: application?.stage ?? '', status: application?.status ?? '' })) return 'closed';
    if (active.some((link) => link.status === 'booked')) return 'booked';
    createLinkIn(transaction, id, booking, actor);
    for (const link of active) cancelLinkIn(transaction, link.id);
    setBookingLinkIn(transaction, booking.applicationId, id);
    const mailId = mail ? queueMail(transaction, mail) : null;
    appendEvent(transaction, subject, { type: 'interview_offered', mailId }, actor);
    guard?.close(transaction);
    return id;
  });
}

/**
 * Commits a booking's change in one batch: its locks and state, the booked time on the application (the board
 * reads applications live; null once cancelled), the e-mails and the timeline event. Answers false when it lost
 * a race (a lock is held, or the booking changed since it was read): nothing was written. `notify`: who is told.
 */
export async function commitBookingChange(change: BookingChange & { notify?: NotificationDraft[] }): Promise<boolean> {
  const batch = newWriteBatch();
  writeBookingChange(batch, change);
  notifyIn(batch, change.notify ?? []);
  const interview =
    change.status === 'booked' && change.start !== null && change.end !== null
      ? { start: Timestamp.fromMillis(change.start), end: Timestamp.fromMillis(change.end) }
      : null;
  setInterviewIn(batch, change.booking.applicationId, interview);
  const mailIds = change.mail.map((mail) => queueMail(batch, mail));
  appendEvent(batch, change.subject, { ...change.event, mailId: mailIds[0] ?? null }, change.actor);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (
      isFirestoreCode(error, FIRESTORE_CODES.alreadyExists) ||
      isFirestoreCode(error, FIRESTORE_CODES.failedPrecondition)
    )
      return false;
    throw error;
  }
}
