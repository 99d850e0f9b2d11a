import { Router } from 'express';
import { config } from '../lib/config.js';
import { requireRole } from './auth-middleware.js';
import { sweepStageRules } from '../flows/stage-rules/sweep.js';

/** /api/stage-rules: under the emulators only, the sweep run now (the emulators do not run schedules). */
export const stageRulesRouter = Router();

if (config.emulated) {
  /** POST /api/stage-rules/sweep/run {now?}: `now` (ms) lets a test run the sweep as of a later moment. */
  stageRulesRouter.post('/sweep/run', requireRole('admin'), async (req, res) => {
    const now = Number((req.body as { now?: unknown } | undefined)?.now);
    res.json(await sweepStageRules(Number.isFinite(now) && now > 0 ? now : Date.now()));
  });
}
