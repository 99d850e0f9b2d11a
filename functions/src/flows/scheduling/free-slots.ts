import { DateTime } from 'luxon';
import {
  type AvailabilityDto,
  ERROR_CODES,
  SCHEDULING_LIMITS,
  SCHEDULING_MESSAGES,
  type SlotDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { AppError } from '../../lib/errors.js';
import { requireApplication } from '../shared/require-application.js';
import { readAvailabilities } from '../../data/scheduling/availability.js';
import { busyIntervalsOf, seatsTaken } from '../../data/scheduling/calendar-locks.js';
import { type BookingRecord } from '../../data/scheduling/booking-record.js';
import { bookingFor, refreshed, requireOpen } from './bookings.js';
import { computeSlots, DAY, MINUTE, neededOf, type PanelMember, type Slot } from './slots.js';

// The free times of a booking link, and the locks that hold one for each interviewer while it is claimed.

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

export async function slotsFor(booking: BookingRecord, now: number): Promise<{ slots: Slot[]; panel: PanelMember[] }> {
  if (booking.status === 'cancelled') return { slots: [], panel: [] };
  const panel = await panelMembers(booking, now);
  const from = Math.max(now, booking.windowStart);
  const days = Math.max(0, (booking.windowEnd - from) / DAY);
  // "All" means the panel the link was sent for: someone without hours makes every slot impossible, not optional.
  const required = booking.required === 'all' ? booking.panel.length : booking.required;
  if (panel.length < neededOf(required, booking.panel.length)) return { slots: [], panel };
  return { slots: computeSlots({ panel, required, lengthMinutes: booking.lengthMinutes, now: from, days }), panel };
}

export const slotDtos = (slots: Slot[]): SlotDto[] =>
  slots.map((slot) => ({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() }));

/** GET /api/booking/:id/slots: the free times, in UTC. */
export async function slotsOf(caller: Caller, bookingId: string, now = Date.now()): Promise<SlotDto[]> {
  const booking = await bookingFor(caller, bookingId);
  requireOpen(await requireApplication(booking.applicationId));
  return slotDtos((await slotsFor(booking, now)).slots);
}

/** The lock documents that hold `slot` for `uid`: each quarter hour to the end of their buffer, and a day seat. */
export async function locksFor(
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
  const taken = await seatsTaken(uid, day!);
  const seat = seats.find((candidate) => !taken.has(candidate));
  return seat ? [...cells, seat] : null;
}

/** A 409 that hands back the free times as they are now, so the candidate can choose again at once. */
export async function slotGone(booking: BookingRecord, now: number): Promise<AppError> {
  const fresh = await slotsFor(await refreshed(booking), now);
  return new AppError(409, ERROR_CODES.conflict, SCHEDULING_MESSAGES.slotGone, {}, { slots: slotDtos(fresh.slots) });
}
