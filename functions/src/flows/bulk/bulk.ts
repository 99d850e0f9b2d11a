import { BULK_LIMITS, BULK_MESSAGES, pipelineOf, PIPELINE_MESSAGES, type BulkJobDto } from '@hr-portal/contract';
import type { BulkRequest } from '@hr-portal/contract/schemas';
import type { Caller } from '../../lib/caller.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { ERROR_CODES } from '@hr-portal/contract';
import { log } from '../../lib/log.js';
import { findApplications } from '../../data/applications/applications.js';
import { listApplications } from '../../data/applications/staff-lists.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import type { CursorPosition } from '../../lib/paging.js';
import { createBulkJob, findBulkJob, itemsOf, runningJobsOf, toDtoTimes, type BulkJob } from '../../data/bulk/jobs.js';
import { findJob } from '../../data/jobs/jobs.js';
import { rejectionReasonIds } from '../shared/settings.js';
import { runBulkJob, skipReasonOf } from './run.js';

/** How long the request that starts a job works on it before leaving the rest to the trigger. */
const INLINE_MS = 5_000;

/** The applications a request names: its ids, or every match of its filter (newest first, up to the limit). */
async function idsOf(request: BulkRequest): Promise<string[]> {
  if (request.ids) return [...new Set(request.ids)];
  const { jobId, status, meetsMustHaves } = request.filter!;
  const ids: string[] = [];
  let after: CursorPosition | null = null;
  for (;;) {
    const page: ApplicationRecord[] = await listApplications(
      { jobId, status, meetsMustHaves: meetsMustHaves === true },
      100,
      after,
    );
    ids.push(...page.map((application) => application.id));
    if (ids.length > BULK_LIMITS.applications) throw badRequest(BULK_MESSAGES.tooMany);
    if (page.length < 100) return ids;
    const last: ApplicationRecord = page.at(-1)!;
    after = { at: last.createdAt?.getTime() ?? 0, id: last.id };
  }
}

/**
 * POST /api/application/bulk: checks what it can before anything runs (unknown ids are refused, naming them; the
 * reason of a rejection; the person's running jobs), then either answers the preview (who will be e-mailed, who is
 * skipped and why) or starts the job, which a trigger runs: `{ id }` to follow it by.
 */
export async function startBulk(caller: Caller, request: BulkRequest): Promise<{ id: string } | BulkJobDto> {
  const ids = await idsOf(request);
  if (ids.length === 0) throw badRequest(BULK_MESSAGES.noneMatched);
  const found = await findApplications(ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) throw badRequest(`${BULK_MESSAGES.unknownIds}: ${unknown.slice(0, 20).join(', ')}`);
  if (request.action.type === 'reject' && !(await rejectionReasonIds()).has(request.action.reason))
    throw badRequest(PIPELINE_MESSAGES.unknownReason);
  if (request.preview) return previewOf(request, ids, found);
  if ((await runningJobsOf(caller.uid, BULK_LIMITS.runningPerPerson)) >= BULK_LIMITS.runningPerPerson)
    throw new AppError(429, ERROR_CODES.tooManyRequests, BULK_MESSAGES.busy);
  const id = await createBulkJob(
    {
      by: caller.uid,
      keyId: caller.integration?.keyId ?? null,
      action: request.action,
      ids,
      undoMinutes: BULK_LIMITS.defaultUndoMinutes,
    },
    ids.map((one) => found.get(one)!.candidate),
  );
  // The job exists: whatever the first seconds meet, the answer names it (the trigger and the sweep carry on).
  await runBulkJob(id, INLINE_MS).catch((error: unknown) =>
    log.error('bulk job first pass failed', { bulk: id, error: String(error) }),
  );
  return { id };
}

/** Before running: the counts, as the job would decide them now. */
async function previewOf(
  request: BulkRequest,
  ids: string[],
  found: Awaited<ReturnType<typeof findApplications>>,
): Promise<BulkJobDto> {
  const jobs = new Map<string, Awaited<ReturnType<typeof findJob>>>();
  const skipped: { id: string; reason: string }[] = [];
  let emailed = 0;
  for (const id of ids) {
    const application = found.get(id)!;
    if (!jobs.has(application.jobId)) jobs.set(application.jobId, await findJob(application.jobId));
    const posting = jobs.get(application.jobId);
    const reason = skipReasonOf(request.action, application, posting?.isActive === true, pipelineOf(posting?.stages));
    if (reason) skipped.push({ id, reason });
    else if (request.action.type === 'reject' && application.candidateEmail) emailed += 1;
  }
  return {
    id: '',
    action: request.action,
    state: 'running',
    total: ids.length,
    handled: 0,
    done: 0,
    skipped: skipped.length,
    failed: 0,
    outcomes: [],
    undoUntil: null,
    preview: { emailed, skipped },
    createdAt: null,
  };
}

/** Only who started a job sees and undoes it (an API key: that key alone). */
export function requireOwner(caller: Caller, job: BulkJob | null): BulkJob {
  if (!job) throw notFound(BULK_MESSAGES.notFound);
  const mine = job.keyId ? caller.integration?.keyId === job.keyId : job.by === caller.uid && !caller.integration;
  if (!mine) throw forbidden(BULK_MESSAGES.notYours);
  return job;
}

/** GET /api/application/bulk/:id: progress and outcomes. */
export async function bulkProgress(caller: Caller, id: string): Promise<BulkJobDto> {
  const job = requireOwner(caller, await findBulkJob(id));
  const items = await itemsOf(id);
  const count = (outcome: string) => items.filter((item) => item.outcome === outcome).length;
  return {
    id,
    action: job.action,
    state: job.state,
    total: job.ids.length,
    handled: items.length,
    done: count('done'),
    skipped: count('skipped'),
    failed: count('failed'),
    outcomes: items.map((item) => ({
      id: item.applicationId,
      outcome: item.outcome,
      ...(item.reason ? { reason: item.reason } : {}),
    })),
    ...toDtoTimes(job),
  };
}
