import { CLOSING_STAGE_IDS, type BookingDto, SCHEDULING_MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { seesStaffView } from '../shared/job-views.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import { activeBookingsOf, bookedFor, findBooking } from '../../data/scheduling/bookings.js';
import { type BookingRecord } from '../../data/scheduling/booking-record.js';

// What a caller may see of a booking, and the checks every change to one starts with.

export const toDto = (booking: BookingRecord): BookingDto => ({
  _id: booking.id,
  applicationId: booking.applicationId,
  jobTitle: booking.jobTitle,
  status: booking.status,
  lengthMinutes: booking.lengthMinutes,
  windowEnd: new Date(booking.windowEnd).toISOString(),
  start: booking.start === null ? null : new Date(booking.start).toISOString(),
  end: booking.end === null ? null : new Date(booking.end).toISOString(),
  sequence: booking.sequence,
});

export const subjectOf = (booking: BookingRecord) => ({
  applicationId: booking.applicationId,
  jobId: booking.jobId,
  candidate: booking.candidate,
});

/** Rejected or withdrawn: nothing to schedule (its old link stops working too). */
export const isClosed = (application: { stage: string; status: string }) =>
  CLOSING_STAGE_IDS.includes(application.stage) || application.status === 'rejected';

export function requireOpen(application: ApplicationRecord) {
  if (isClosed(application)) throw conflict(SCHEDULING_MESSAGES.closed);
}

/** The booking, if the caller may see it: the application's candidate, or hr and admins. */
export async function bookingFor(caller: Caller, bookingId: string): Promise<BookingRecord> {
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound(SCHEDULING_MESSAGES.notFound);
  if (booking.candidate !== caller.uid && !seesStaffView(caller)) throw forbidden(SCHEDULING_MESSAGES.notYours);
  return booking;
}

/** GET /api/booking/interviewing: the booked interviews the caller attends, from now on (their Interviews list). */
export const interviewsBookedFor = async (caller: Caller, now = Date.now()) =>
  (await bookedFor(caller.uid, now)).map(toDto);

/** GET /api/booking/my: the caller's open and booked interviews, for My Applications. */
export const myBookings = async (caller: Caller) => (await activeBookingsOf(caller.uid)).map(toDto);

export const bookingOf = async (caller: Caller, bookingId: string) => toDto(await bookingFor(caller, bookingId));

export const refreshed = async (booking: BookingRecord) => (await findBooking(booking.id)) ?? booking;
