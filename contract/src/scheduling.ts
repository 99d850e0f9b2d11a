/** Interview self-scheduling: a person's working hours, and the slots a candidate may book. */

/** ISO weekday: Monday 1 ... Sunday 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A range of local wall-clock time in one day, "HH:MM" to "HH:MM" (end after start). */
export interface TimeRange {
  start: string;
  end: string;
}

export interface WeeklyHours {
  day: IsoWeekday;
  ranges: TimeRange[];
}

/** GET/PUT /api/me/availability: when a person can interview, in their own time zone. */
export interface AvailabilityDto {
  /** IANA time zone, e.g. "Europe/Berlin". */
  timeZone: string;
  weekly: WeeklyHours[];
  /** Free minutes kept before and after each interview. */
  bufferMinutes: number;
  /** Interviews a day at most (their local day). */
  maxPerDay: number;
  /** Slots start at least this many hours from now. */
  minNoticeHours: number;
}

export const SCHEDULING_LIMITS = {
  rangesPerDay: 6,
  bufferMinutes: 240,
  maxPerDay: 12,
  minNoticeHours: 24 * 14,
  /** The window a booking link offers: the next 1 to 21 days. */
  days: 21,
  lengths: [30, 45, 60, 90],
  /** Slots start on quarter hours (every IANA offset is a whole number of quarter hours). */
  stepMinutes: 15,
} as const;

export type InterviewLength = (typeof SCHEDULING_LIMITS.lengths)[number];

/** Someone who has not set their hours yet: weekdays 09:00-17:00 in `timeZone`. */
export function defaultAvailability(timeZone: string): AvailabilityDto {
  const workday = [{ start: '09:00', end: '17:00' }];
  return {
    timeZone,
    weekly: ([1, 2, 3, 4, 5] as const).map((day) => ({ day, ranges: workday })),
    bufferMinutes: 15,
    maxPerDay: 4,
    minNoticeHours: 24,
  };
}

/** One bookable interview time, as ISO instants (UTC). */
export interface SlotDto {
  start: string;
  end: string;
}

/** open: the link waits for the candidate; booked: a time is held; cancelled: nothing is held. */
export type BookingStatus = 'open' | 'booked' | 'cancelled';

/** GET /api/booking/:bookingId: a booking link and, once booked, its time. */
export interface BookingDto {
  _id: string;
  applicationId: string;
  jobTitle: string;
  status: BookingStatus;
  lengthMinutes: number;
  /** The window's last instant: no slot ends after it. */
  windowEnd: string;
  start: string | null;
  end: string | null;
  /** Raised on each reschedule (the calendar invite's SEQUENCE). */
  sequence: number;
}

/** POST /api/application/:id/schedule. */
export interface BookingLinkDto {
  bookingId: string;
  url: string;
}

export const SCHEDULING_MESSAGES = {
  noPanel: 'Put interviewers on the panel before offering scheduling',
  requiredTooMany: 'Required interviewers cannot exceed the panel',
  alreadyBooked: 'This application already has a booked interview: reschedule or cancel it',
  notFound: 'Booking not found',
  notYours: 'This booking link is for another candidate',
  cancelled: 'This booking was cancelled: ask HR for a new link',
  notBooked: 'Nothing is booked yet',
  alreadyBookedByYou: 'You already booked this interview: reschedule it instead',
  slotGone: 'That time is no longer free: please choose another',
  tooLate: 'It is too close to the interview to change it here: please contact HR',
  closed: 'This application is closed: there is no interview to book',
  tooManyMoves: 'This interview has been moved too often today: please contact HR to change it again',
} as const;
