import type { AvailabilityDto } from '@hr-portal/contract';
import { needlesOf, type Person } from '../../lib/personal-data.js';
import { deleteAvailability, readAvailability, writeAvailability } from '../../data/bookings/availability.js';
import {
  bookingsHandledBy,
  bookingsOf,
  deleteBookingsOf,
  pseudonymiseInterviewerBookings,
  pseudonymiseLinkSender,
  queueMails,
  type BookingRecord,
} from '../../data/bookings/bookings.js';
import { cancelsForErasure } from './booking.js';
import { dropAttachmentsMentioning } from '../../data/mail/mail.js';

/** A person's interview hours, or null when they never set them. */
export const availabilityOf = (uid: string) => readAvailability(uid);

/** Replaces a person's hours, days in week order and each day's ranges in time order; answers what is stored. */
export async function setAvailability(uid: string, input: AvailabilityDto): Promise<AvailabilityDto> {
  const availability = {
    ...input,
    weekly: [...input.weekly]
      .sort((a, b) => a.day - b.day)
      .map((entry) => ({ ...entry, ranges: [...entry.ranges].sort((a, b) => a.start.localeCompare(b.start)) })),
  };
  await writeAvailability(uid, availability);
  return availability;
}

/** Erasure: their hours go with them. */
export const eraseAvailability = (uid: string) => deleteAvailability(uid);

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
