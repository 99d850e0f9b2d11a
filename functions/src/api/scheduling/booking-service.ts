import { DateTime } from 'luxon';
import {
  type AvailabilityDto,
  type BookingDto,
  type ScheduleOfferDto,
  SCHEDULING_LIMITS,
  SCHEDULING_MESSAGES,
  type SlotDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { ERROR_CODES } from '@hr-portal/contract';
import type { EventChange } from '../../lib/event-log.js';
import { requireApplication } from '../applications/service.js';
import { panelUidsOf } from '../interviews/service.js';
import { portalLink } from '../mail/service.js';
import { readAvailabilities } from './repository.js';
import {
  busyIntervalsOf,
  commitBookingChange,
  createBooking,
  existingLocks,
  findActiveBooking,
  findBooking,
  type BookingRecord,
} from './booking-repository.js';
import { computeSlots, neededOf, type PanelMember, type Slot } from './slots.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const isStaff = (caller: Caller) => caller.role === 'hr' || caller.role === 'admin';

const toDto = (booking: BookingRecord): BookingDto => ({
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

const subjectOf = (booking: BookingRecord) => ({
  applicationId: booking.applicationId,
  jobId: booking.jobId,
  candidate: booking.candidate,
});

/** hr offers the candidate a link to book an interview with the application's panel. */
export async function offerScheduling(
  caller: Caller,
  applicationId: string,
  input: { lengthMinutes: number; required: 'all' | number; days: number },
  now = Date.now(),
): Promise<ScheduleOfferDto> {
  const application = await requireApplication(applicationId);
  const panel = await panelUidsOf(applicationId);
  if (panel.length === 0) throw badRequest(SCHEDULING_MESSAGES.noPanel);
  if (input.required !== 'all' && input.required > panel.length) throw badRequest(SCHEDULING_MESSAGES.requiredTooMany);
  const active = await findActiveBooking(applicationId);
  if (active?.status === 'booked') throw conflict(SCHEDULING_MESSAGES.alreadyBooked);
  const bookingId = await createBooking(
    {
      applicationId,
      jobId: application.jobId,
      candidate: application.candidate,
      jobTitle: application.jobSnapshot.title,
      panel,
      required: input.required,
      lengthMinutes: input.lengthMinutes,
      windowStart: now,
      windowEnd: now + input.days * DAY,
    },
    active,
    { applicationId, jobId: application.jobId, candidate: application.candidate },
    caller.uid,
  );
  return { bookingId, url: portalLink(`/bookings/${encodeURIComponent(bookingId)}`) };
}

/** The booking, if the caller may see it: the application's candidate, or hr and admins. */
async function bookingFor(caller: Caller, bookingId: string): Promise<BookingRecord> {
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound(SCHEDULING_MESSAGES.notFound);
  if (booking.candidate !== caller.uid && !isStaff(caller)) throw forbidden(SCHEDULING_MESSAGES.notYours);
  return booking;
}

export const bookingOf = async (caller: Caller, bookingId: string) => toDto(await bookingFor(caller, bookingId));

/** The panel's hours and interviews, as slot computation needs them (people without hours have none). */
async function panelMembers(booking: BookingRecord, now: number): Promise<PanelMember[]> {
  const hours = await readAvailabilities(booking.panel);
  return Promise.all(
    booking.panel
      .filter((uid) => hours.has(uid))
      .map(async (uid) => ({
        uid,
        availability: hours.get(uid)!,
        busy: await busyIntervalsOf(uid, now, booking.id),
      })),
  );
}

async function slotsFor(booking: BookingRecord, now: number): Promise<{ slots: Slot[]; panel: PanelMember[] }> {
  if (booking.status === 'cancelled') return { slots: [], panel: [] };
  const panel = await panelMembers(booking, now);
  const from = Math.max(now, booking.windowStart);
  const days = Math.max(0, (booking.windowEnd - from) / DAY);
  // "All" means the panel as offered: someone without hours makes every slot impossible, not optional.
  const required = booking.required === 'all' ? booking.panel.length : booking.required;
  if (panel.length < neededOf(required, booking.panel.length)) return { slots: [], panel };
  return { slots: computeSlots({ panel, required, lengthMinutes: booking.lengthMinutes, now: from, days }), panel };
}

const slotDtos = (slots: Slot[]): SlotDto[] =>
  slots.map((slot) => ({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() }));

/** GET /api/booking/:id/slots: the free times, in UTC. */
export async function slotsOf(caller: Caller, bookingId: string, now = Date.now()): Promise<SlotDto[]> {
  const booking = await bookingFor(caller, bookingId);
  return slotDtos((await slotsFor(booking, now)).slots);
}

/** The lock documents that hold `slot` for `uid`: each quarter hour to the end of their buffer, and a day seat. */
async function locksFor(
  uid: string,
  hours: AvailabilityDto,
  slot: Slot,
  booking: BookingRecord,
): Promise<string[] | null> {
  const step = SCHEDULING_LIMITS.stepMinutes * MINUTE;
  const cells: string[] = [];
  for (let at = slot.start; at < slot.end + hours.bufferMinutes * MINUTE; at += step) {
    cells.push(`${uid}__${new Date(at).toISOString()}`);
  }
  const day = DateTime.fromMillis(slot.start, { zone: hours.timeZone }).toISODate();
  const seats = Array.from({ length: hours.maxPerDay }, (_, i) => `${uid}__${day}__seat${i + 1}`);
  const ownSeat = seats.find((seat) => booking.lockIds.includes(seat));
  if (ownSeat) return [...cells, ownSeat];
  const taken = await existingLocks(seats);
  const seat = seats.find((candidate) => !taken.has(candidate));
  return seat ? [...cells, seat] : null;
}

/** A 409 that hands back the free times as they are now, so the candidate can choose again at once. */
async function slotGone(booking: BookingRecord, now: number): Promise<AppError> {
  const fresh = await slotsFor(await refreshed(booking), now);
  return new AppError(409, ERROR_CODES.conflict, SCHEDULING_MESSAGES.slotGone, {}, { slots: slotDtos(fresh.slots) });
}

const refreshed = async (booking: BookingRecord) => (await findBooking(booking.id)) ?? booking;

/** Claims `start` for the booking (first booking or a move), or answers 409 with fresh slots. */
async function claim(caller: Caller, booking: BookingRecord, start: number, event: EventChange, now: number) {
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
  const committed = await commitBookingChange({
    booking,
    status: 'booked',
    start: slot.start,
    end: slot.end,
    interviewers: attending,
    lockIds,
    sequence: booking.status === 'booked' ? booking.sequence + 1 : booking.sequence,
    event,
    subject: subjectOf(booking),
    actor: caller.uid,
  });
  if (!committed) throw await slotGone(booking, now);
  return toDto((await findBooking(booking.id))!);
}

/** POST /api/booking/:id {start}: the candidate books one of the slots. */
export async function book(caller: Caller, bookingId: string, startIso: string, now = Date.now()) {
  const booking = await bookingFor(caller, bookingId);
  if (booking.candidate !== caller.uid) throw forbidden(SCHEDULING_MESSAGES.notYours);
  if (booking.status === 'cancelled') throw conflict(SCHEDULING_MESSAGES.cancelled);
  if (booking.status === 'booked') throw conflict(SCHEDULING_MESSAGES.alreadyBookedByYou);
  return claim(caller, booking, Date.parse(startIso), { type: 'interview_booked' }, now);
}

/** The candidate may change a booking only until the interviewers' longest minimum notice; hr at any time. */
async function requireChangeable(caller: Caller, booking: BookingRecord, now: number) {
  if (booking.status !== 'booked') throw conflict(SCHEDULING_MESSAGES.notBooked);
  if (isStaff(caller)) return;
  const hours = await readAvailabilities(booking.interviewers);
  const notice = Math.max(0, ...[...hours.values()].map((entry) => entry.minNoticeHours)) * HOUR;
  if (booking.start! - now < notice) throw conflict(SCHEDULING_MESSAGES.tooLate);
}

/** PUT /api/booking/:id {start}: moves the booked interview (sequence raised). */
export async function reschedule(caller: Caller, bookingId: string, startIso: string, now = Date.now()) {
  const booking = await bookingFor(caller, bookingId);
  await requireChangeable(caller, booking, now);
  return claim(caller, booking, Date.parse(startIso), { type: 'interview_rescheduled' }, now);
}

/** DELETE /api/booking/:id: frees the time at once; the link is closed (hr offers a new one). */
export async function cancelBooking(caller: Caller, bookingId: string, now = Date.now()) {
  const booking = await bookingFor(caller, bookingId);
  await requireChangeable(caller, booking, now);
  const committed = await commitBookingChange({
    booking,
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
