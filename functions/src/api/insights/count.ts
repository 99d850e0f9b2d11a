import { CLOSING_STAGE_IDS, type JobDto } from '@hr-portal/contract';
import { findJob } from '../jobs/service.js';
import { groupByBucket } from './buckets.js';
import { contributionOf, fillIncrement, type Increment, type JobShape } from './contribution.js';
import { countOnce, readEventToCount } from './repository.js';

/** A job's stages and posting time as the insights use them (a deleted job: no stages, no posting). */
export function jobShapeOf(job: Pick<JobDto, 'stages' | 'createdAt'> | null): JobShape {
  const stages = job?.stages.filter((stage) => !CLOSING_STAGE_IDS.includes(stage.id)) ?? [];
  const posted = job?.createdAt ? Date.parse(job.createdAt) : NaN;
  return { stageIds: stages.map((stage) => stage.id), postedAt: Number.isNaN(posted) ? null : posted };
}

/**
 * A hire before the job's first hire known so far becomes its first: the time to fill counted for the earlier
 * one moves to this one. Hires may be counted in any order and the result is the same.
 */
export function firstHireIncrements(job: JobShape, hireAt: number, known: number | null): Increment[] {
  if (known !== null && known <= hireAt) return [];
  return [...(known !== null ? [fillIncrement(job, known, -1)] : []), fillIncrement(job, hireAt, 1)].filter(
    (increment): increment is Increment => increment !== null,
  );
}

export type CountOutcome = 'counted' | 'already counted' | 'nothing to count';

/**
 * Counts one logged event into the insights (the Firestore trigger on every new event calls this): what it
 * adds follows from the event, the application's earlier events and the job; it is written once.
 */
export async function countEvent(applicationId: string, eventId: string): Promise<CountOutcome> {
  const toCount = await readEventToCount(applicationId, eventId);
  if (!toCount) return 'already counted';
  const { event, jobId, prior } = toCount;
  const job = jobShapeOf(await findJob(jobId));
  const contribution = contributionOf(event, prior, job);
  if (contribution.increments.length === 0) return 'nothing to count';
  const counted = await countOnce(applicationId, eventId, jobId, {
    hireAt: contribution.hireAt,
    postedAt: job.postedAt,
    interviewerUid: contribution.interviewerUid,
    deltas: (known) =>
      groupByBucket(jobId, [
        ...contribution.increments,
        ...(contribution.hireAt === undefined ? [] : firstHireIncrements(job, contribution.hireAt, known)),
      ]),
  });
  return counted ? 'counted' : 'already counted';
}
