import { CLOSING_STAGE_IDS, HIRED_STATUS } from '@hr-portal/contract';
import { daysBin, hoursBin } from '../../data/insights/histogram.js';
import type { LoggedEvent } from '../../lib/event-log.js';

/**
 * What one logged event adds to the insights, worked out from the event and the events logged before it on
 * the same application (and the job's stages). It depends on nothing else, so the trigger that counts events
 * as they are written and the rebuild that replays the whole log arrive at the same numbers, in any order.
 */

/** The part of a job the insights read: its own stages in order (not the closing ones) and when it was posted. */
export interface JobShape {
  stageIds: string[];
  postedAt: number | null;
}

/** One counter to add to: the day it counts on (ms), the path of the counter in a bucket, by how much. */
export interface Increment {
  at: number;
  path: string[];
  by: number;
}

export interface Contribution {
  increments: Increment[];
  /** Set when this event is the application's first hire: the job's first hire decides its time to fill. */
  hireAt?: number;
}

/** The source of an application that came without one. */
export const DIRECT_SOURCE = 'direct';

const STAGE_CHANGES = new Set(['applied', 'moved', 'withdrawn', 'hired']);
const isStageChange = (event: LoggedEvent) => STAGE_CHANGES.has(event.type) && event.toStage !== null;

/** What the earlier events tell about the application when `event` happened. */
function historyOf(prior: readonly LoggedEvent[], event: LoggedEvent, job: JobShape) {
  const applied = prior.find((e) => e.type === 'applied') ?? (event.type === 'applied' ? event : undefined);
  const lastMove = [...prior].reverse().find(isStageChange);
  const reachedIndexes = prior.filter(isStageChange).map((e) => job.stageIds.indexOf(e.toStage!));
  return {
    // The cohort: the day it applied (an application from before the log counts from its first event).
    appliedAt: applied?.at ?? prior[0]?.at ?? event.at,
    source: applied?.source || DIRECT_SOURCE,
    enteredAt: lastMove?.at ?? null,
    maxReached: Math.max(-1, ...reachedIndexes),
    hired: prior.some((e) => isStageChange(e) && e.toStatus === HIRED_STATUS),
    interviewed: prior.some((e) => e.type === 'interviewer_assigned'),
    firstApplied: !prior.some((e) => e.type === 'applied'),
  };
}

function stageChange(event: LoggedEvent, history: ReturnType<typeof historyOf>, job: JobShape): Contribution {
  const increments: Increment[] = [];
  const cohort = (path: string[]) => increments.push({ at: history.appliedAt, path, by: 1 });
  const onTheDay = (path: string[]) => increments.push({ at: event.at, path, by: 1 });
  const index = job.stageIds.indexOf(event.toStage!);
  for (let stage = history.maxReached + 1; stage <= index; stage += 1) cohort(['funnel', job.stageIds[stage]!]);
  if (event.type === 'applied' && history.firstApplied) cohort(['sources', history.source, 'applications']);
  if (event.type !== 'applied' && event.fromStage && history.enteredAt !== null) {
    onTheDay(['stageHours', event.fromStage, String(hoursBin(event.at - history.enteredAt))]);
  }
  if (event.toStage === 'rejected' && event.reasonId) onTheDay(['rejections', event.reasonId]);
  const firstHire = event.toStatus === HIRED_STATUS && !history.hired && !CLOSING_STAGE_IDS.includes(event.toStage!);
  if (!firstHire) return { increments };
  cohort(['sources', history.source, 'hires']);
  onTheDay(['hireDays', String(daysBin(event.at - history.appliedAt))]);
  return { increments, hireAt: event.at };
}

const INTERVIEWER_COUNTERS = new Map(
  Object.entries({
    interviewer_assigned: 'assigned',
    scorecard_submitted: 'submitted',
    interviewer_reminded: 'overdue',
  }),
);

const OFFER_COUNTERS = new Map(
  Object.entries({
    offer_approved: 'sent',
    offer_accepted: 'accepted',
    offer_declined: 'declined',
  }),
);

/** An offer sent, accepted or declined; an acceptance also counts the hours since the offer was last sent. */
function offerAnswer(event: LoggedEvent, prior: readonly LoggedEvent[], counter: string): Contribution {
  const increments: Increment[] = [{ at: event.at, path: ['offers', counter], by: 1 }];
  const sent = [...prior].reverse().find((e) => e.type === 'offer_approved');
  if (event.type === 'offer_accepted' && sent)
    increments.push({ at: event.at, path: ['acceptHours', String(hoursBin(event.at - sent.at))], by: 1 });
  return { increments };
}

/** What `event` adds, given the events before it on its application (in log order) and its job. */
export function contributionOf(event: LoggedEvent, prior: readonly LoggedEvent[], job: JobShape): Contribution {
  const history = historyOf(prior, event, job);
  if (isStageChange(event)) return stageChange(event, history, job);
  const offerCounter = OFFER_COUNTERS.get(event.type);
  if (offerCounter) return offerAnswer(event, prior, offerCounter);
  const counter = INTERVIEWER_COUNTERS.get(event.type);
  if (!counter || !event.interviewerUid) return { increments: [] };
  const increments: Increment[] = [{ at: event.at, path: ['interviewers', event.interviewerUid, counter], by: 1 }];
  if (event.type === 'interviewer_assigned' && !history.interviewed) {
    increments.push({ at: history.appliedAt, path: ['sources', history.source, 'interviews'], by: 1 });
  }
  return { increments };
}

/** Does a hire at `hireAt` come before the job's first hire known so far (none: it does)? */
export const isEarlierHire = (hireAt: number, known: number | null) => known === null || hireAt < known;

/** The time-to-fill counter of a job first filled at `hireAt`. */
export function fillIncrement(job: JobShape, hireAt: number, by: 1 | -1): Increment | null {
  if (job.postedAt === null) return null;
  return { at: hireAt, path: ['fillDays', String(daysBin(hireAt - job.postedAt))], by };
}
