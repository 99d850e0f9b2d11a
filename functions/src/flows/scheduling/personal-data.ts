import { ERASED_PERSON } from '@hr-portal/contract';
import { needlesOf, type Person } from '../../lib/personal-data.js';
import type { OutboxMail } from '../../lib/mail.js';
import { readAvailabilities } from '../../data/scheduling/availability.js';
import { activeBookingsOf } from '../../data/scheduling/bookings.js';
import {
  bookingsHandledBy,
  bookingsOf,
  deleteBookingsOf,
  pseudonymiseInterviewerBookings,
  pseudonymiseLinkSender,
  queueMails,
} from '../../data/scheduling/bookings-personal-data.js';
import { type BookingRecord } from '../../data/scheduling/booking-record.js';
import { dropAttachmentsMentioning } from '../../data/mail/mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { findUsers } from '../../data/users/users.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { ORGANIZER } from './interview-mail.js';
import { calendarInvite, interviewTimeIn } from './invite.js';

// What scheduling holds of a person: their export, and their erasure (candidate or interviewer).

/** What an export says of any booking: the job, its state and its time. */
const exportedTime = (booking: BookingRecord) => ({
  jobTitle: booking.jobTitle,
  status: booking.status,
  start: booking.start === null ? null : new Date(booking.start).toISOString(),
  end: booking.end === null ? null : new Date(booking.end).toISOString(),
});

/** A candidate's booking links and times, and the zone their e-mails use, for their export. */
export async function bookingsToExport(uid: string) {
  return (await bookingsOf(uid)).map((booking) => ({
    ...exportedTime(booking),
    timeZone: booking.candidateTimeZone,
  }));
}

/** The interviews a staff member is on the panel of, attends, or sent the booking link for (their export). */
export async function interviewsToExport(uid: string) {
  return (await bookingsHandledBy(uid)).map((booking) => ({
    ...exportedTime(booking),
    onPanel: booking.panel.includes(uid),
    attends: booking.interviewers.includes(uid),
    sentTheLink: booking.createdBy === uid,
  }));
}

/** Erasure of a candidate: the panel of each interview to come gets the calendar cancel; their bookings go. */
export async function eraseBookingsOf(person: Person): Promise<number> {
  const cancels = await cancelsForErasure(person.uid);
  await queueMails(cancels);
  return cancels.length + (await deleteBookingsOf(person.uid));
}

/** Erasure of staff: their locks go, and bookings they attend or sent the link for name a pseudonym instead. */
export async function eraseInterviewerBookings(person: Person, pseudonym: string): Promise<number> {
  const interviewer = await pseudonymiseInterviewerBookings(person.uid, pseudonym);
  // The calendar invites queued to others about those interviews list every attendee: the one naming them goes.
  const invites = await dropAttachmentsMentioning(interviewer.applicationIds, needlesOf(person));
  return interviewer.count + invites + (await pseudonymiseLinkSender(person.uid, pseudonym));
}

/**
 * Erasure of a candidate: every interviewer of their interviews still to come gets the calendar cancel (same UID,
 * next SEQUENCE), naming neither the candidate nor their address. The e-mails name no application, so the
 * erasure of the application's mail that follows leaves them to be sent.
 */
async function cancelsForErasure(candidate: string, now = Date.now()): Promise<OutboxMail[]> {
  const booked = (await activeBookingsOf(candidate)).filter(
    (booking) => booking.status === 'booked' && booking.start !== null && booking.end !== null && booking.end > now,
  );
  if (booked.length === 0) return [];
  const uids = [...new Set(booked.flatMap((booking) => booking.interviewers))];
  const [people, hours, templates] = await Promise.all([findUsers(uids), readAvailabilities(uids), loadTemplates()]);
  return booked.flatMap((booking) => {
    const staff = booking.interviewers.flatMap((uid) => {
      const person = people.get(uid);
      return person ? [person] : [];
    });
    return staff.flatMap((person) => {
      const mail = composeMail(
        templates,
        'interview_cancelled',
        person.email,
        {
          candidateName: ERASED_PERSON,
          jobTitle: booking.jobTitle,
          interviewTime: interviewTimeIn(booking.start!, hours.get(person._id)?.timeZone ?? 'UTC'),
          portalUrl: portalLink(`/${person.role}/interviews`),
        },
        { recipientUid: person._id },
      );
      // Each copy lists only its reader: an address kept in a colleague's mail would outlive that person's erasure.
      const invite = calendarInvite({
        bookingId: booking.id,
        sequence: booking.sequence + 1,
        method: 'CANCEL',
        start: booking.start!,
        end: booking.end!,
        title: `Interview for ${booking.jobTitle}`,
        description: `Cancelled: interview for ${booking.jobTitle}.`,
        organizer: ORGANIZER,
        attendees: [person],
      });
      return mail ? [{ ...mail, message: { ...mail.message, attachments: [invite] } }] : [];
    });
  });
}
