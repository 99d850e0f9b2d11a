import { Router } from 'express';
import { availabilitySchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from '../../lib/auth-middleware.js';
import { parseInput } from '../../lib/validate.js';
import { availabilityOf, setAvailability } from './service.js';

/** Interviewers are staff: employees, hr and admins set when they can interview. */
const STAFF = ['employee', 'hr', 'admin'] as const;

export const availabilityRouter = Router();

/**
 * GET /api/me/availability -> AvailabilityDto & { saved }: the caller's hours; only `saved: false` when never
 * set, so the screen starts from the browser's zone.
 */
availabilityRouter.get('/', requireRole(...STAFF), async (req, res) => {
  const availability = await availabilityOf(callerOf(req).uid);
  res.json(availability ? { ...availability, saved: true } : { saved: false });
});

/** PUT /api/me/availability AvailabilityDto: replaces the caller's hours. */
availabilityRouter.put('/', requireRole(...STAFF), async (req, res) => {
  const availability = await setAvailability(callerOf(req).uid, parseInput(availabilitySchema, req.body));
  res.json({ ...availability, saved: true });
});
