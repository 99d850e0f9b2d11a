import { DateTime } from 'luxon';
import { type AvailabilityDto, SCHEDULING_LIMITS } from '@hr-portal/contract';
import { minutesOf } from '@hr-portal/contract/schemas';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An interval of time, as epoch milliseconds, start inclusive, end exclusive. */
export interface Interval {
  start: number;
  end: number;
}

/** One interviewer as slot computation sees them: their hours and the interviews they already have. */
export interface PanelMember {
  uid: string;
  availability: AvailabilityDto;
  /** Booked interviews (any application), each without its buffer. */
  busy: Interval[];
}

export interface SlotQuery {
  panel: PanelMember[];
  /** Interviewers who must all be free: the whole panel, or any N of it. */
  required: 'all' | number;
  lengthMinutes: number;
  /** The window: from `now` for `days` days. */
  now: number;
  days: number;
}

/** A bookable slot and the interviewers free for it (panel order). */
export interface Slot extends Interval {
  free: string[];
}

/** How many interviewers a slot needs. */
export const neededOf = (required: 'all' | number, panelSize: number) =>
  required === 'all' ? panelSize : Math.min(required, panelSize);

/**
 * A person's working hours between `from` and `to` as UTC intervals. Each local day's ranges are turned into
 * instants in their zone, so a day that loses or gains an hour to daylight saving has the hours the person's
 * wall clock shows. A time inside a skipped hour is read with the offset before the change (02:30 on
 * New York's spring-forward day is 03:30 summer time); a repeated hour is read with the earlier offset.
 */
export function workingIntervals(availability: AvailabilityDto, from: number, to: number): Interval[] {
  const zone = availability.timeZone;
  const byDay = new Map(availability.weekly.map((entry) => [entry.day, entry.ranges]));
  const intervals: Interval[] = [];
  let day = DateTime.fromMillis(from, { zone }).startOf('day').minus({ days: 1 });
  const last = DateTime.fromMillis(to, { zone }).startOf('day').plus({ days: 1 });
  while (day <= last) {
    for (const range of byDay.get(day.weekday as 1) ?? []) {
      const start = atLocalMinute(day, minutesOf(range.start));
      const end = atLocalMinute(day, minutesOf(range.end));
      if (end > start && end > from && start < to) intervals.push({ start, end });
    }
    day = day.plus({ days: 1 });
  }
  return intervals;
}

/** The instant a local day's wall clock reads `minutes` past midnight (24:00 is the next midnight). */
function atLocalMinute(day: DateTime, minutes: number): number {
  if (minutes === 24 * 60) return day.plus({ days: 1 }).toMillis();
  return day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toMillis();
}

/** The local calendar day (yyyy-MM-dd) of an instant in a zone: what "at most N a day" counts by. */
const localDay = (at: number, zone: string) => DateTime.fromMillis(at, { zone }).toISODate()!;

/** Everything slot checks need about one interviewer, worked out once per query. */
interface MemberView {
  uid: string;
  working: Interval[];
  blocked: Interval[];
  perDay: Map<string, number>;
  zone: string;
  maxPerDay: number;
  earliest: number;
}

function viewOf(member: PanelMember, from: number, to: number): MemberView {
  const { availability } = member;
  const buffer = availability.bufferMinutes * MINUTE;
  const perDay = new Map<string, number>();
  for (const interval of member.busy) {
    const day = localDay(interval.start, availability.timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return {
    uid: member.uid,
    working: workingIntervals(availability, from, to),
    // Their interviews widened by the buffer on both sides: a new one may not touch these.
    blocked: member.busy.map((interval) => ({ start: interval.start - buffer, end: interval.end + buffer })),
    perDay,
    zone: availability.timeZone,
    maxPerDay: availability.maxPerDay,
    earliest: from + availability.minNoticeHours * HOUR,
  };
}

function isFree(view: MemberView, slot: Interval): boolean {
  if (slot.start < view.earliest) return false;
  if (!view.working.some((range) => range.start <= slot.start && slot.end <= range.end)) return false;
  if (view.blocked.some((busy) => busy.start < slot.end && slot.start < busy.end)) return false;
  return (view.perDay.get(localDay(slot.start, view.zone)) ?? 0) < view.maxPerDay;
}

/**
 * The slots of a booking link, computed in UTC: every quarter-hour start in the window at which at least the
 * needed number of interviewers are inside their working hours, clear of their interviews and buffers, under
 * their daily maximum, and past their minimum notice.
 */
export function computeSlots(query: SlotQuery): Slot[] {
  const length = query.lengthMinutes * MINUTE;
  const step = SCHEDULING_LIMITS.stepMinutes * MINUTE;
  const to = query.now + query.days * DAY;
  const needed = neededOf(query.required, query.panel.length);
  if (needed === 0) return [];
  const views = query.panel.map((member) => viewOf(member, query.now, to));
  const slots: Slot[] = [];
  for (let start = Math.ceil(query.now / step) * step; start + length <= to; start += step) {
    const slot = { start, end: start + length };
    const free = views.filter((view) => isFree(view, slot)).map((view) => view.uid);
    if (free.length >= needed) slots.push({ ...slot, free });
  }
  return slots;
}
