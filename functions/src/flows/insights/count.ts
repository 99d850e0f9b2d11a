import { CLOSING_STAGE_IDS, type JobDto } from '@hr-portal/contract';
import { isSafeId } from '../../lib/ids.js';
import { findJob } from '../../data/jobs/jobs.js';
import { groupByBucket } from './buckets.js';
import { contributionOf, fillIncrement, isEarlierHire, type Increment, type JobShape } from './contribution.js';
import type { Timestamp } from 'firebase-admin/firestore';
import { firstHireAtIn, setFirstHireIn, writeDeltasIn } from '../../data/insights/insights.js';
import type { BucketDeltas } from '../../data/insights/record.js';
import { eventCountStateIn, markUncountableIn, readApplicationLog } from '../../data/applications/events.js';
import { markEventCounted, type LoggedEvent } from '../../lib/event-log.js';
import { runTransaction } from '../../lib/transactions.js';
import { log } from '../../lib/log.js';

/** A job's stages and posting time as the insights use them (a deleted job: no stages, no posting). */
export function jobShapeOf(job: Pick<JobDto, 'stages' | 'createdAt'> | null): JobShape {
  const stages = job?.stages.filter((stage) => !CLOSING_STAGE_IDS.includes(stage.id)) ?? [];
  const posted = job?.createdAt ? Date.parse(job.createdAt) : NaN;
  return { stageIds: stages.map((stage) => stage.id), postedAt: Number.isNaN(posted) ? null : posted };
}

/**
 * The time to fill when a hire becomes the job's first (isEarlierHire): the sample counted for the first hire
 * known so far moves to this one. Hires may be counted in any order and the result is the same.
 */
function firstHireIncrements(job: JobShape, hireAt: number, known: number | null): Increment[] {
  return [...(known !== null ? [fillIncrement(job, known, -1)] : []), fillIncrement(job, hireAt, 1)].filter(
    (increment): increment is Increment => increment !== null,
  );
}

export interface EventToCount {
  event: LoggedEvent;
  /** When the event was last written: counting is refused if it changed since (an erasure rewrote it). */
  version: Timestamp;
  jobId: string;
  /** The events logged on the same application before it, in log order. */
  prior: LoggedEvent[];
}

/** An event with the log before it, read in one query of the application's log; null when gone or counted. */
async function readEventToCount(applicationId: string, eventId: string): Promise<EventToCount | null> {
  const log = await readApplicationLog(applicationId);
  const entry = log.find((logged) => logged.id === eventId);
  // Counted, or marked as one that cannot be (left to the rebuild): nothing to do.
  if (!entry?.event || entry.settled) return null;
  const prior = log
    .filter((logged) => logged.id < eventId)
    .map((logged) => logged.event)
    .filter((logged): logged is LoggedEvent => logged !== null);
  return { event: entry.event, version: entry.version, jobId: entry.jobId, prior };
}

/** What one count writes, decided inside its transaction (a first hire depends on the job's stored one). */
export interface CountPlan {
  /** An application's first hire: the job's first hire known so far is read to decide the time to fill. */
  isHire: boolean;
  postedAt: number | null;
  /** The counters to add and, when this hire is the job's first now, its time to store. */
  write(knownFirstHireAt: number | null): { deltas: BucketDeltas; firstHireAt: number | null };
}

/**
 * Counts one event once: its counters and its "counted" mark are written in one transaction, and a second
 * delivery of the same event finds the mark and writes nothing. 'done' when it was counted (or deleted)
 * meanwhile; 'changed' when it was rewritten since `read` (count it again from the start).
 */
async function countOnce(
  read: Pick<EventToCount, 'version'> & { applicationId: string; eventId: string; jobId: string },
  plan: CountPlan,
): Promise<'counted' | 'done' | 'changed'> {
  const { applicationId, eventId, jobId } = read;
  return runTransaction(async (transaction) => {
    const event = await eventCountStateIn(transaction, applicationId, eventId);
    if (!event.exists || event.counted) return 'done';
    if (!event.version?.isEqual(read.version)) return 'changed';
    const known = plan.isHire ? await firstHireAtIn(transaction, jobId) : null;
    const { deltas, firstHireAt } = plan.write(known);
    if (firstHireAt !== null) setFirstHireIn(transaction, jobId, firstHireAt, plan.postedAt);
    writeDeltasIn(transaction, deltas);
    markEventCounted(transaction, applicationId, eventId);
    return 'counted';
  });
}

/**
 * Marks an event the trigger could not count (with why and when), once: answers false when it was counted or
 * marked meanwhile. The rebuild counts it all the same and marks it counted.
 */
function markUncountable(applicationId: string, eventId: string, reason: string, now: number) {
  return runTransaction(async (transaction) => {
    const event = await eventCountStateIn(transaction, applicationId, eventId);
    if (!event.exists || event.counted || event.uncountable) return false;
    markUncountableIn(transaction, applicationId, eventId, reason, now);
    return true;
  });
}

export type CountOutcome = 'counted' | 'already counted';

/**
 * Counts one logged event into the insights (the Firestore trigger on every new event calls this): what it
 * adds follows from the event, the application's earlier events and the job; it is written once. Every event
 * is marked counted, also one that adds nothing (a note), so "all counted" means the insights are up to date.
 */
export async function countEvent(applicationId: string, eventId: string): Promise<CountOutcome> {
  // An erasure may rewrite the event between reading it and counting it: then it is read again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const toCount = await readEventToCount(applicationId, eventId);
    if (!toCount) return 'already counted';
    const { event, jobId, prior, version } = toCount;
    // An event that names no job (none the API writes) is marked and adds nothing.
    const named = isSafeId(jobId);
    const job = jobShapeOf(named ? await findJob(jobId) : null);
    const { increments, hireAt } = named ? contributionOf(event, prior, job) : { increments: [], hireAt: undefined };
    const outcome = await countOnce(
      { applicationId, eventId, jobId, version },
      {
        isHire: hireAt !== undefined,
        postedAt: job.postedAt,
        write: (known) => {
          if (hireAt === undefined || !isEarlierHire(hireAt, known)) {
            return { deltas: groupByBucket(jobId, increments), firstHireAt: null };
          }
          const fill = firstHireIncrements(job, hireAt, known);
          return { deltas: groupByBucket(jobId, [...increments, ...fill]), firstHireAt: hireAt };
        },
      },
    );
    if (outcome !== 'changed') return outcome === 'counted' ? 'counted' : 'already counted';
  }
  // Contention, not a fault of the event: marked ABORTED, so the trigger's redelivery tries again.
  throw Object.assign(new Error(`insights: event ${applicationId}/${eventId} kept changing while being counted`), {
    code: 10,
  });
}

/** How long after an event a transient failure to count it is left to the trigger's redelivery. */
const RETRY_FOR_MS = 60 * 60 * 1000;
/** Firestore's transient codes: cancelled, unknown, deadline exceeded, resource exhausted, aborted, internal, unavailable. */
const TRANSIENT_CODES = new Set([1, 2, 4, 8, 10, 13, 14]);

/**
 * The trigger's count: within the event's first hour a transient failure (a transient code, or a network error with
 * no code) is thrown, so the event is delivered again; any other failure, or any failure after that hour, marks
 * the event uncountable and logs it once, and the trigger ends: an event that cannot be counted is never retried
 * for days. The rebuild still counts it.
 */
export async function countEventOrMark(
  applicationId: string,
  eventId: string,
  occurredAt: number,
  now = Date.now(),
  count: typeof countEvent = countEvent,
): Promise<CountOutcome | 'uncountable'> {
  try {
    return await count(applicationId, eventId);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const transient = typeof code === 'number' ? TRANSIENT_CODES.has(code) : typeof code === 'string';
    if (transient && now - occurredAt < RETRY_FOR_MS) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    if (await markUncountable(applicationId, eventId, reason, now)) {
      log.error('insights: an event could not be counted; it is marked and left to the rebuild', undefined, {
        applicationId,
        eventId,
        reason,
      });
    }
    return 'uncountable';
  }
}
