import { Router } from 'express';
import { bookSlotSchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { parseInput } from './validate.js';
import { requireSafeId } from '../lib/ids.js';
import { config } from '../lib/config.js';
import type { RateLimits } from '../lib/rate-limit.js';
import { bookingOf, interviewsBookedFor, myBookings } from '../flows/scheduling/bookings.js';
import { book, cancelBooking, reschedule } from '../flows/scheduling/changes.js';
import { slotsOf } from '../flows/scheduling/free-slots.js';
import { sendInterviewReminders } from '../flows/scheduling/reminders.js';

const PEOPLE = ['candidate', 'employee', 'hr', 'admin'] as const;

/** /api/booking (interview scheduling): the booking link: its state and slots for its candidate and staff; booking and changes (candidate, staff). */
export function schedulingRoutes(limits: RateLimits): Router {
  const bookingRouter = Router();

  if (config.emulated) {
    /** POST /api/booking/reminders/run -> {sent} (admin): the hourly interview reminder, now (the emulators run no schedules). */
    bookingRouter.post('/reminders/run', requireRole('admin'), async (_req, res) => {
      res.json({ sent: await sendInterviewReminders() });
    });
  }

  /** GET /api/booking/interviewing -> BookingDto[]: booked interviews the caller attends, soonest first (staff). */
  bookingRouter.get('/interviewing', requireRole('employee', 'hr', 'admin'), async (req, res) => {
    res.json(await interviewsBookedFor(callerOf(req)));
  });

  /** GET /api/booking/my -> BookingDto[]: the caller's open and booked interviews (as a candidate). */
  bookingRouter.get('/my', requireRole(...PEOPLE), async (req, res) => {
    res.json(await myBookings(callerOf(req)));
  });

  bookingRouter.get('/:id', requireRole(...PEOPLE), async (req, res) => {
    res.json(await bookingOf(callerOf(req), requireSafeId(req.params.id)));
  });

  /** GET /api/booking/:id/slots -> [{start, end}] in UTC. */
  bookingRouter.get('/:id/slots', requireRole(...PEOPLE), async (req, res) => {
    res.json(await slotsOf(callerOf(req), requireSafeId(req.params.id)));
  });

  /** POST /api/booking/:id {start, timeZone?} (the browser's zone, for the candidate's e-mails): 201 with the booking, or 409 with `slots` when the time was just taken. */
  bookingRouter.post('/:id', requireRole(...PEOPLE), async (req, res) => {
    const { start, timeZone } = parseInput(bookSlotSchema, req.body);
    res.status(201).json(await book(callerOf(req), requireSafeId(req.params.id), start, timeZone));
  });

  bookingRouter.put('/:id', requireRole(...PEOPLE), async (req, res) => {
    const { start, timeZone } = parseInput(bookSlotSchema, req.body);
    res.json(await reschedule(callerOf(req), requireSafeId(req.params.id), start, limits, timeZone));
  });

  bookingRouter.delete('/:id', requireRole(...PEOPLE), async (req, res) => {
    res.json(await cancelBooking(callerOf(req), requireSafeId(req.params.id)));
  });
  return bookingRouter;
}
