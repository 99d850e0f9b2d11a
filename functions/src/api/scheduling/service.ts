import type { AvailabilityDto } from '@hr-portal/contract';
import { needlesOf, type Person } from '../../lib/personal-data.js';
import { deleteAvailability, readAvailability, writeAvailability } from './repository.js';
import { bookingsOf, deleteBookingsOf, pseudonymiseInterviewerBookings } from './booking-repository.js';
export {
  book,
  bookingOf,
  cancelBooking,
  interviewsBookedFor,
  myBookings,
  offerScheduling,
  reschedule,
  sendInterviewReminders,
  slotsOf,
} from './booking-service.js';

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

/** A candidate's booking links and times, for their export. */
export async function bookingsToExport(uid: string) {
  return (await bookingsOf(uid)).map((booking) => ({
    jobTitle: booking.jobTitle,
    status: booking.status,
    start: booking.start === null ? null : new Date(booking.start).toISOString(),
    end: booking.end === null ? null : new Date(booking.end).toISOString(),
  }));
}

/** Erasure: a candidate's bookings go; an interviewer's locks go and bookings name a pseudonym instead. */
export async function eraseBookingsOf(person: Person, pseudonym: string): Promise<number> {
  const interviewer = await pseudonymiseInterviewerBookings(person.uid, pseudonym, needlesOf(person));
  return (await deleteBookingsOf(person.uid)) + interviewer;
}
