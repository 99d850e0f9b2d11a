import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { StageRuleDto } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';
import { runTransaction } from '../../lib/transactions.js';

// One run per entry into a stage with rules: the rules as they were at the entry, and the steps done. A step is
// done in the transaction (or batch) that takes it, so a retried run skips it and a crashed one resumes after it.

const runs = () => collections.ruleRuns();

export interface RuleRun {
  id: string;
  applicationId: string;
  jobId: string;
  candidate: string;
  stage: string;
  enteredAt: Date;
  rules: StageRuleDto[];
  done: string[];
  finished: boolean;
}

export const runIdOf = (applicationId: string, eventId: string) => `${applicationId}__${eventId}`;
/** A step's key in `done`: the rule and the action's place in it. */
export const stepKey = (ruleId: string, index: number) => `${ruleId}:${index}`;

const toRun = (snapshot: FirebaseFirestore.DocumentSnapshot): RuleRun | null => {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    applicationId: String(data.applicationId ?? ''),
    jobId: String(data.jobId ?? ''),
    candidate: String(data.candidate ?? ''),
    stage: String(data.stage ?? ''),
    enteredAt: dateOf(data.enteredAt) ?? new Date(0),
    rules: Array.isArray(data.rules) ? data.rules : [],
    done: Array.isArray(data.done) ? data.done : [],
    finished: data.finishedAt !== null && data.finishedAt !== undefined,
  };
};

/** Creates the run of one entry unless it exists (a redelivered trigger finds it). Answers the run as stored. */
export async function openRun(run: Omit<RuleRun, 'done' | 'finished'>): Promise<RuleRun> {
  const ref = runs().doc(run.id);
  return runTransaction(async (transaction) => {
    const existing = toRun(await transaction.get(ref));
    if (existing) return existing;
    transaction.create(ref, {
      applicationId: run.applicationId,
      jobId: run.jobId,
      candidate: run.candidate,
      stage: run.stage,
      enteredAt: Timestamp.fromDate(run.enteredAt),
      rules: run.rules,
      done: [],
      createdAt: FieldValue.serverTimestamp(),
      finishedAt: null,
    });
    return { ...run, done: [], finished: false };
  });
}

/** Whether the step is still to do, read in the transaction that will take it. */
export async function stepOpenIn(transaction: Transaction, runId: string, key: string): Promise<boolean> {
  const run = toRun(await transaction.get(runs().doc(runId)));
  return run !== null && !run.done.includes(key);
}

/** Marks the step done in the transaction that takes it. */
export function markStepIn(transaction: Transaction, runId: string, key: string): void {
  transaction.update(runs().doc(runId), { done: FieldValue.arrayUnion(key) });
}

/** How long a finished run is kept (Firestore TTL on expireAt): long enough to explain a step, then gone. */
const KEPT_DAYS = 30;

export async function finishRun(runId: string): Promise<void> {
  const expireAt = Timestamp.fromMillis(Date.now() + KEPT_DAYS * 86_400_000);
  await runs().doc(runId).update({ finishedAt: FieldValue.serverTimestamp(), expireAt });
}

/** Counts one more resume of a run; answers how many there have been (a run that always fails is given up). */
export async function countResume(runId: string): Promise<number> {
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(runs().doc(runId));
    const attempts = Number(snapshot.get('resumes') ?? 0) + 1;
    transaction.update(runs().doc(runId), { resumes: attempts });
    return attempts;
  });
}

export async function findRun(runId: string): Promise<RuleRun | null> {
  return toRun(await runs().doc(runId).get());
}

/** Runs a crash left unfinished (begun before `before`), for the sweep to resume. */
export const unfinishedRunsQuery = (before: Date) =>
  runs().where('finishedAt', '==', null).where('createdAt', '<', Timestamp.fromDate(before)).orderBy('createdAt');

export async function unfinishedRuns(before: Date, limit: number): Promise<string[]> {
  return (await unfinishedRunsQuery(before).limit(limit).get()).docs.map((doc) => doc.id);
}

/** A person's runs (erasure: the runs of their applications go with them). */
export const runsOfCandidateQuery = (uid: string) => runs().where('candidate', '==', uid);
