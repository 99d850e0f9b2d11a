import { Router, type Request } from 'express';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '@hr-portal/contract';
import {
  bonusRunSchema,
  myReferralsQuerySchema,
  referralBonusQuerySchema,
  referralSchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { parseInput } from './validate.js';
import { config } from '../lib/config.js';
import { csvHeaders, csvOf } from '../lib/csv.js';
import { requireSafeId } from '../lib/ids.js';
import { readMultipart } from '../lib/multipart.js';
import { byCreation, decodeCursor, sendPage } from '../lib/paging.js';
import { byCaller, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { refer } from '../flows/referrals/refer.js';
import { myReferrals } from '../flows/referrals/referrals.js';
import { bonusList, markBonusPaid, runBonusSweep } from '../flows/referrals/bonus.js';
import { toMyReferral } from '../flows/referrals/view.js';

/** Room for the form's text fields (the note is the longest). */
const FORM_FIELD_BYTES = 4096;

/** POST /api/referrals's body: JSON, or multipart with the resume in `file` (a browser form). */
async function referralRequest(req: Request) {
  if (!req.is('multipart/form-data')) return { input: parseInput(referralSchema, req.body), file: null };
  const { fields, file } = await readMultipart(req, MAX_UPLOAD_BYTES + 1, DOCUMENT_MESSAGES.tooLarge, FORM_FIELD_BYTES);
  return { input: parseInput(referralSchema, fields), file };
}

const BONUS_CSV_FIELDS = [
  'referrerName',
  'referrerEmail',
  'candidateName',
  'jobTitle',
  'amount',
  'currency',
  'state',
  'hiredAt',
  'dueAt',
  'paidAt',
];

/** /api/referrals: employees (and hr and admins) refer people they know; admins settle the bonuses. */
export function referralRoutes(limits: RateLimits): Router {
  const router = Router();
  const referrers = requireRole('employee', 'hr', 'admin');

  /**
   * POST /api/referrals {jobId, name, email, phone?, relationship?, note?} (+ `file`, multipart) -> 201
   * ReferralResultDto when the person was put on the job, 200 when they were already being considered.
   */
  router.post('/', referrers, rateLimit(limits, [['referralsPerUser', byCaller]]), async (req, res) => {
    const { input, file } = await referralRequest(req);
    const result = await refer(callerOf(req), input, file);
    res.status(result.outcome === 'referred' ? 201 : 200).json(result);
  });

  /** GET /api/referrals/my?limit=&cursor= -> MyReferralDto[]: the caller's referrals, newest first. */
  router.get('/my', referrers, async (req, res) => {
    const { limit, cursor } = parseInput(myReferralsQuerySchema, req.query);
    const page = await myReferrals(callerOf(req), limit, decodeCursor(cursor));
    sendPage(res, page, limit, byCreation, toMyReferral);
  });

  /** GET /api/referrals/bonuses?state=&format=csv -> ReferralBonusDto[] or CSV (admin), newest hire first. */
  router.get('/bonuses', requireRole('admin'), async (req, res) => {
    const { state, format } = parseInput(referralBonusQuerySchema, req.query);
    const bonuses = await bonusList(state);
    if (format !== 'csv') return void res.json(bonuses);
    res.set(csvHeaders('referral-bonuses.csv'));
    res.send(
      csvOf(
        BONUS_CSV_FIELDS,
        bonuses.map((bonus) => ({ ...bonus })),
      ),
    );
  });

  // The daily run is a scheduled function (index.ts), which the emulators do not run: here it runs on demand,
  // with the clock a test sets.
  if (config.emulated) {
    router.post('/bonuses/run', requireRole('admin'), async (req, res) => {
      const { now } = parseInput(bonusRunSchema, req.body);
      res.json({ due: await runBonusSweep(now ? new Date(now) : new Date()) });
    });
  }

  /** POST /api/referrals/:id/bonus/paid (admin): a due bonus was paid. */
  router.post('/:id/bonus/paid', requireRole('admin'), async (req, res) => {
    await markBonusPaid(callerOf(req), requireSafeId(req.params.id));
    res.json({ message: 'Bonus marked paid' });
  });

  return router;
}
