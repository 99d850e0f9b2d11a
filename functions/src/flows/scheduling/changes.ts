import { conflict, forbidden, AppError } from '../../lib/errors.js';
import { SCHEDULING_MESSAGES } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import type { EventChange } from '../../lib/event-log.js';
import { consume, type RateLimits } from '../../lib/rate-limit.js';
import { requireApplication } from '../shared/require-application.js';
import { findUsers } from '../../data/users/users.js';
import { interviewBooked } from '../shared/notification-drafts.js';
import { seesStaffView } from '../shared/job-views.js';
import { readAvailabilities } from '../../data/scheduling/availability.js';
import { findBooking } from '../../data/scheduling/bookings.js';
import { type BookingRecord } from '../../data/scheduling/booking-record.js';
import { commitBookingChange } from './booking-writes.js';
import { bookingFor, requireOpen, subjectOf, toDto } from './bookings.js';
import { locksFor, slotGone, slotsFor } from './free-slots.js';
import { interviewMail } from './interview-mail.js';
import { DAY, HOUR, neededOf } from './slots.js';

// Booking, moving and cancelling an interview: each claims its locks and queues its e-mails in one commit.

/** Claims `start` for the booking (first booking or a move), or answers 409 with fresh slots. */
async function claim(
  caller: Caller,
  booking: BookingRecord,
  start: number,
  event: EventChange,
  now: number,
  candidateZone?: string,
  onCommitted: () => void = () => {},
) {
  // A closed application's link books nothing and hands out no free times, not even in a 409.
  const application = await requireApplication(booking.applicationId);
  requireOpen(application);
  const { slots, panel } = await slotsFor(booking, now);
  const slot = slots.find((candidate) => candidate.start === start);
  if (!slot) throw await slotGone(booking, now);
  const attending = slot.free.slice(0, neededOf(booking.required, booking.panel.length));
  const hoursOf = new Map(panel.map((member) => [member.uid, member.availability]));
  const lockIds: string[] = [];
  for (const uid of attending) {
    const held = await locksFor(uid, hoursOf.get(uid)!, slot, booking);
    if (!held) throw await slotGone(booking, now);
    lockIds.push(...held);
  }
  const sequence = booking.status === 'booked' ? booking.sequence + 1 : booking.sequence;
  const zone = candidateZone ?? booking.candidateTimeZone;
  const dropped = booking.interviewers.filter((uid) => !attending.includes(uid));
  // One read of everyone the change tells: the panel's e-mails and the notifications use the same documents.
  const people = await findUsers([...attending, ...dropped, booking.createdBy]);
  const notice = { booking, application, sequence, candidateZone: zone, hours: hoursOf, people };
  const mail = [
    ...(await interviewMail({
      ...notice,
      method: 'REQUEST',
      start: slot.start,
      end: slot.end,
      interviewers: attending,
    })),
    // Someone a move no longer needs (any N of the panel) gets the cancel for the old time.
    ...(dropped.length > 0
      ? await interviewMail({
          ...notice,
          method: 'CANCEL',
          start: booking.start!,
          end: booking.end!,
          interviewers: dropped,
          toCandidate: false,
        })
      : []),
  ];
  // The candidate's booking (or move) is news to the panel and to whoever sent the link; staff's own move is not.
  const told =
    caller.uid === booking.candidate
      ? [...new Set([...attending, booking.createdBy])].flatMap((uid) => {
          const person = people.get(uid);
          return person ? [person] : [];
        })
      : [];
  const notified = { id: application.id, candidate: booking.candidate, candidateName: application.candidateName };
  const notify = interviewBooked(
    { ...notified, jobTitle: application.jobSnapshot.title },
    `${booking.id}__${sequence}`,
    told.map((person) => ({ uid: person._id, role: person.role })),
  );
  const committed = await commitBookingChange({
    booking,
    status: 'booked',
    // Booked less than a day ahead: the invite itself is the reminder.
    reminderAt: slot.start - DAY > now ? slot.start - DAY : null,
    start: slot.start,
    end: slot.end,
    interviewers: attending,
    lockIds,
    sequence,
    candidateTimeZone: candidateZone ?? booking.candidateTimeZone,
    event,
    subject: subjectOf(booking),
    actor: caller.uid,
    mail,
    notify,
  });
  if (!committed) throw await slotGone(booking, now);
  onCommitted();
  return toDto((await findBooking(booking.id))!);
}

/** POST /api/booking/:id {start}: the candidate books one of the slots. */
export async function book(caller: Caller, bookingId: string, startIso: string, timeZone?: string, now = Date.now()) {
  const booking = await bookingFor(caller, bookingId);
  if (booking.candidate !== caller.uid) throw forbidden(SCHEDULING_MESSAGES.notYours);
  if (booking.status === 'cancelled') throw conflict(SCHEDULING_MESSAGES.cancelled);
  if (booking.status === 'booked') throw conflict(SCHEDULING_MESSAGES.alreadyBookedByYou);
  return claim(caller, booking, Date.parse(startIso), { type: 'interview_booked' }, now, timeZone);
}

/** The candidate may change a booking only until the interviewers' longest minimum notice; hr at any time. */
async function requireChangeable(caller: Caller, booking: BookingRecord, now: number) {
  if (booking.status !== 'booked') throw conflict(SCHEDULING_MESSAGES.notBooked);
  if (seesStaffView(caller)) return;
  const hours = await readAvailabilities(booking.interviewers);
  const notice = Math.max(0, ...[...hours.values()].map((entry) => entry.minNoticeHours)) * HOUR;
  if (booking.start! - now < notice) throw conflict(SCHEDULING_MESSAGES.tooLate);
}

/**
 * A candidate's moves of one booking are counted (each move e-mails the panel); hr and admins are not. Returns
 * the take-back for a move that did not happen.
 */
async function countMove(caller: Caller, booking: BookingRecord, limits: RateLimits) {
  if (limits === 'off' || seesStaffView(caller)) return async () => {};
  try {
    return await consume('bookingMovesPerBooking', limits.bookingMovesPerBooking, booking.id);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) {
      throw new AppError(429, error.code, SCHEDULING_MESSAGES.tooManyMoves, error.headers);
    }
    throw error;
  }
}

/**
 * PUT /api/booking/:id {start}: moves the booked interview (sequence raised). A move to the time it already has
 * changes nothing and answers the booking as it is: no sequence, invite or event, and it is not counted.
 */
export async function reschedule(
  caller: Caller,
  bookingId: string,
  startIso: string,
  limits: RateLimits,
  timeZone?: string,
  now = Date.now(),
) {
  const booking = await bookingFor(caller, bookingId);
  await requireChangeable(caller, booking, now);
  const start = Date.parse(startIso);
  if (booking.start === start) return toDto(booking);
  const takeBack = await countMove(caller, booking, limits);
  // hr moving it keeps the candidate's zone; the candidate's own browser may name a new one.
  const zone = booking.candidate === caller.uid ? timeZone : undefined;
  let moved = false;
  try {
    return await claim(caller, booking, start, { type: 'interview_rescheduled' }, now, zone, () => (moved = true));
  } catch (error) {
    // Only a move that did not happen is taken back.
    if (!moved) await takeBack();
    throw error;
  }
}

/** DELETE /api/booking/:id: frees the time at once; the link is closed (hr sends a new one). */
export async function cancelBooking(caller: Caller, bookingId: string, now = Date.now()) {
  const booking = await bookingFor(caller, bookingId);
  await requireChangeable(caller, booking, now);
  const application = await requireApplication(booking.applicationId);
  const mail = await interviewMail({
    booking,
    application,
    method: 'CANCEL',
    start: booking.start!,
    end: booking.end!,
    sequence: booking.sequence + 1,
    interviewers: booking.interviewers,
    candidateZone: booking.candidateTimeZone,
  });
  const committed = await commitBookingChange({
    booking,
    reminderAt: null,
    candidateTimeZone: booking.candidateTimeZone,
    mail,
    status: 'cancelled',
    start: booking.start,
    end: booking.end,
    interviewers: booking.interviewers,
    lockIds: [],
    sequence: booking.sequence + 1,
    event: { type: 'interview_cancelled' },
    subject: subjectOf(booking),
    actor: caller.uid,
  });
  if (!committed) throw conflict(SCHEDULING_MESSAGES.slotGone);
  return toDto((await findBooking(booking.id))!);
}
