import { Router } from 'express';
import { INSIGHTS_MESSAGES, INSIGHTS_TABLES, type InsightsTable } from '@hr-portal/contract';
import { insightsQuerySchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { config } from '../lib/config.js';
import { csvHeaders } from '../lib/csv.js';
import { badRequest, notFound } from '../lib/errors.js';
import { isSafeId } from '../lib/ids.js';
import { parseInput } from './validate.js';
import { insightsFor, insightsTableCsv } from '../flows/insights/insights.js';
import { writeRebuild } from '../flows/insights/rebuild.js';
import { knockoutCounts } from '../flows/insights/knockouts.js';
import { surveyReport } from '../flows/survey/report.js';
import { referralInsights } from '../flows/referrals/referrals.js';

/** The query as the service takes it; a job id that cannot name a job is simply not found. */
function queryOf(raw: unknown) {
  const query = parseInput(insightsQuerySchema, raw);
  if (query.jobId !== undefined && !isSafeId(query.jobId)) throw notFound(INSIGHTS_MESSAGES.noSuchJob);
  return query;
}

export const insightsRouter = Router();

/** GET /api/insights?jobId=&from=&to= -> InsightsDto (hr, admin). */
insightsRouter.get('/', requireRole('hr', 'admin'), async (req, res) => {
  res.json(await insightsFor(queryOf(req.query)));
});

/** The job a per-job report is for (`?jobId=`): required, and one that cannot name a job is not found. */
function jobOf(raw: unknown): string {
  const jobId = (raw as { jobId?: unknown }).jobId;
  if (jobId === undefined || jobId === '') throw badRequest(INSIGHTS_MESSAGES.chooseJob);
  if (!isSafeId(jobId)) throw notFound(INSIGHTS_MESSAGES.noSuchJob);
  return jobId;
}

/** GET /api/insights/knockouts?jobId= -> { applicants, rules: [{ questionId, label, rule, flagged }] } (hr, admin). */
insightsRouter.get('/knockouts', requireRole('hr', 'admin'), async (req, res) => {
  res.json(await knockoutCounts(jobOf(req.query)));
});

/**
 * GET /api/insights/survey?jobId= -> SurveyReportDto (hr, admin): diversity survey counts per stage and category;
 * every count under 5 is null ("fewer than 5"). No route returns one person's answers.
 */
insightsRouter.get('/survey', requireRole('hr', 'admin'), async (req, res) => {
  res.json(await surveyReport(jobOf(req.query)));
});

/** GET /api/insights/referrals -> ReferralInsightsDto (hr, admin): referrals and hires per job and per referrer. */
insightsRouter.get('/referrals', requireRole('hr', 'admin'), async (_req, res) => {
  res.json(await referralInsights());
});

/** GET /api/insights/{table}.csv?jobId=&from=&to= -> that table as CSV (audited). */
insightsRouter.get('/:file', requireRole('hr', 'admin'), async (req, res) => {
  const file = String(req.params.file);
  const table = file.replace(/\.csv$/, '') as InsightsTable;
  if (!file.endsWith('.csv') || !INSIGHTS_TABLES.includes(table)) {
    throw notFound(INSIGHTS_MESSAGES.noSuchTable);
  }
  const csv = await insightsTableCsv(callerOf(req), queryOf(req.query), table);
  res.set(csvHeaders(`insights-${table}.csv`)).send(csv);
});

// A deployment rebuilds with `npm run insights:rebuild`; under the emulators an admin can also do it here.
if (config.emulated) {
  insightsRouter.post('/rebuild', requireRole('admin'), async (_req, res) => {
    const { events, buckets } = await writeRebuild();
    res.json({ events, buckets });
  });
}
