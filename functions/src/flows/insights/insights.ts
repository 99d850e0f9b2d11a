import {
  CLOSING_STAGE_IDS,
  DEFAULT_STAGES,
  INSIGHTS_MESSAGES,
  type FunnelRow,
  type InsightsDto,
  type InsightsTable,
  type InterviewerRow,
  type SourceRow,
  type StageTimeRow,
} from '@hr-portal/contract';
import { notFound } from '../../lib/errors.js';
import { isPseudonym } from '../../lib/personal-data.js';
import { findJob } from '../../data/jobs/jobs.js';
import { findUsers } from '../../data/users/users.js';
import { rejectionReasons } from '../shared/settings.js';
import { addCounters } from './buckets.js';
import { tree, type Counters, type Tree } from '../../data/insights/record.js';
import { quantile, sampleCount, type Histogram } from '../../data/insights/histogram.js';
import { bucketsCovering } from './range.js';
import { readBuckets, recordInsightsExport } from '../../data/insights/insights.js';
import { insightsCsv } from './csv.js';
import type { Caller } from '../../lib/caller.js';

export interface InsightsQuery {
  jobId?: string;
  /** First and last day (UTC midnights), both included. */
  from: number;
  to: number;
}

const day = (millis: number) => new Date(millis).toISOString().slice(0, 10);
const ERASED_NAME = 'Erased person';

/** The stages in funnel order with their names: the job's own, or for all jobs the defaults then any others. */
function stageOrder(own: { id: string; name: string }[] | null, counters: Counters) {
  if (own) return own;
  const known = new Map(DEFAULT_STAGES.map((stage) => [stage.id, stage.name]));
  const others = Object.entries(counters.funnel ?? {})
    .filter(([id]) => !known.has(id))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([id]) => ({ id, name: id }));
  return [...DEFAULT_STAGES.map(({ id, name }) => ({ id, name })), ...others];
}

function funnelOf(stages: { id: string; name: string }[], counters: Counters): FunnelRow[] {
  return stages.map((stage, index) => {
    const reached = counters.funnel?.[stage.id] ?? 0;
    const next = stages[index + 1];
    const passedThrough = next ? (counters.funnel?.[next.id] ?? 0) : null;
    const conversion =
      passedThrough === null || reached === 0 ? null : Math.round((passedThrough / reached) * 1000) / 1000;
    return { stageId: stage.id, name: stage.name, reached, passedThrough, conversion };
  });
}

function timeInStageOf(stages: { id: string; name: string }[], counters: Counters): StageTimeRow[] {
  return stages.map((stage) => {
    const histogram: Histogram = counters.stageHours?.[stage.id] ?? {};
    return {
      stageId: stage.id,
      name: stage.name,
      medianHours: quantile(histogram, 0.5),
      p75Hours: quantile(histogram, 0.75),
      samples: sampleCount(histogram),
    };
  });
}

function sourcesOf(counters: Counters): SourceRow[] {
  return Object.entries(counters.sources ?? {})
    .map(([source, row]) => ({
      source,
      applications: row.applications ?? 0,
      interviews: row.interviews ?? 0,
      hires: row.hires ?? 0,
    }))
    .sort((a, b) => b.applications - a.applications || a.source.localeCompare(b.source));
}

async function interviewersOf(counters: Counters): Promise<InterviewerRow[]> {
  const rows = Object.entries(counters.interviewers ?? {});
  const people = await findUsers(rows.map(([uid]) => uid).filter((uid) => !isPseudonym(uid)));
  return rows
    .map(([uid, row]) => ({
      uid,
      name: isPseudonym(uid) ? ERASED_NAME : (people.get(uid)?.name ?? ERASED_NAME),
      assigned: row.assigned ?? 0,
      submitted: row.submitted ?? 0,
      overdue: row.overdue ?? 0,
    }))
    .sort((a, b) => b.assigned - a.assigned || a.name.localeCompare(b.name));
}

/** One answer of GET /api/insights: the buckets covering the range, summed, then the tables. */
export async function insightsFor(query: InsightsQuery): Promise<InsightsDto> {
  return (await answer(query)).insights;
}

async function answer(query: InsightsQuery): Promise<{ insights: InsightsDto; jobTitle: string }> {
  // The job, the buckets and the reason labels are read at once; only the interviewers' names wait for the buckets.
  const [job, buckets, reasons] = await Promise.all([
    query.jobId ? findJob(query.jobId) : null,
    readBuckets(bucketsCovering(query.jobId ?? null, query.from, query.to)),
    rejectionReasons(),
  ]);
  if (query.jobId && !job) throw notFound(INSIGHTS_MESSAGES.noSuchJob);
  const counters = tree<Counters>();
  for (const bucket of buckets) addCounters(counters as Tree, bucket as Tree);
  const own = job ? job.stages.filter((stage) => !CLOSING_STAGE_IDS.includes(stage.id)) : null;
  const stages = stageOrder(own, counters);
  const interviewers = await interviewersOf(counters);
  const labels = new Map(reasons.map((reason) => [reason.id, reason.label]));
  const fill = counters.fillDays ?? {};
  const hire = counters.hireDays ?? {};
  const { sent = 0, accepted = 0, declined = 0 } = counters.offers ?? {};
  const accept = counters.acceptHours ?? {};
  const insights = {
    jobId: query.jobId ?? null,
    from: day(query.from),
    to: day(query.to),
    funnel: funnelOf(stages, counters),
    timeInStage: timeInStageOf(stages, counters),
    sources: sourcesOf(counters),
    rejectionReasons: Object.entries(counters.rejections ?? {})
      .filter(([, count]) => count > 0)
      .map(([reasonId, count]) => ({ reasonId, label: labels.get(reasonId) ?? reasonId, count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    timeToHire: { medianDays: quantile(hire, 0.5), p75Days: quantile(hire, 0.75), hires: sampleCount(hire) },
    timeToFill: { medianDays: quantile(fill, 0.5), p75Days: quantile(fill, 0.75), jobs: sampleCount(fill) },
    offers: {
      sent,
      accepted,
      declined,
      acceptanceRate: accepted + declined === 0 ? null : Math.round((accepted / (accepted + declined)) * 1000) / 1000,
      medianHoursToAccept: quantile(accept, 0.5),
      p75HoursToAccept: quantile(accept, 0.75),
    },
    interviewers,
  };
  return { insights, jobTitle: job?.title ?? 'All jobs' };
}

/** One table of the insights as CSV, the download recorded in the audit trail. */
export async function insightsTableCsv(caller: Caller, query: InsightsQuery, table: InsightsTable): Promise<string> {
  const { insights, jobTitle: label } = await answer(query);
  await recordInsightsExport(
    caller,
    { jobId: query.jobId ?? null, label },
    { table, from: insights.from, to: insights.to },
  );
  return insightsCsv(insights, table);
}
