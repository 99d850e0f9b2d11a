import { z } from 'zod';
import { type IsoWeekday, SCHEDULING_LIMITS } from './scheduling.js';

/** Minutes since midnight of an "HH:MM" (00:00 to 24:00). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const clock = z
  .string({ error: 'A time must be text' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'A time is HH:MM, 00:00 to 24:00' });

/** Whether the runtime knows `zone` as an IANA time zone. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const rangesOfOneDay = z
  .array(
    z
      .strictObject({ start: clock, end: clock })
      .refine((range) => minutesOf(range.end) > minutesOf(range.start), { error: 'A range must end after it starts' }),
    { error: 'Ranges must be a list' },
  )
  .max(SCHEDULING_LIMITS.rangesPerDay, { error: `A day has at most ${SCHEDULING_LIMITS.rangesPerDay} ranges` })
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
      return sorted.every((range, i) => i === 0 || minutesOf(range.start) >= minutesOf(sorted[i - 1]!.end));
    },
    { error: 'Ranges of one day must not overlap' },
  );

const wholeNumber = (name: string, max: number, min = 0) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} is at least ${min}` })
    .max(max, { error: `${name} is at most ${max}` });

const timeZoneSchema = z
  .string({ error: 'Time zone is required' })
  .max(64, { error: 'Time zone is at most 64 characters' })
  .refine(isTimeZone, { error: 'Time zone must be an IANA zone, e.g. Europe/Berlin' });

/** PUT /api/me/availability. */
export const availabilitySchema = z.strictObject({
  timeZone: timeZoneSchema,
  weekly: z
    .array(
      z.strictObject({
        day: z
          .number({ error: 'Day must be a number' })
          .int({ error: 'Day must be 1 (Monday) to 7 (Sunday)' })
          .min(1, { error: 'Day must be 1 (Monday) to 7 (Sunday)' })
          .max(7, { error: 'Day must be 1 (Monday) to 7 (Sunday)' })
          .transform((day) => day as IsoWeekday),
        ranges: rangesOfOneDay,
      }),
      { error: 'Weekly hours must be a list' },
    )
    .max(7, { error: 'A week has 7 days' })
    .refine((days) => new Set(days.map((entry) => entry.day)).size === days.length, {
      error: 'Each day appears once',
    }),
  bufferMinutes: wholeNumber('Buffer', SCHEDULING_LIMITS.bufferMinutes),
  maxPerDay: wholeNumber('Interviews per day', SCHEDULING_LIMITS.maxPerDay, 1),
  minNoticeHours: wholeNumber('Minimum notice', SCHEDULING_LIMITS.minNoticeHours),
});

/** POST /api/application/:id/schedule. */
export const bookingLinkSchema = z.strictObject({
  lengthMinutes: z.union(
    SCHEDULING_LIMITS.lengths.map((length) => z.literal(length)),
    { error: `Length is one of ${SCHEDULING_LIMITS.lengths.join(', ')} minutes` },
  ),
  required: z.union([z.literal('all'), wholeNumber('Required interviewers', 12, 1)], {
    error: 'Required is "all" or a number of interviewers',
  }),
  days: wholeNumber('Days', SCHEDULING_LIMITS.days, 1),
});

/** POST/PUT /api/booking/:bookingId. */
export const bookSlotSchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: 'start must be an ISO date-time' }),
  /** The candidate's browser zone, so their e-mail names the time as they read it. */
  timeZone: timeZoneSchema.optional(),
});
