import { BULK_MESSAGES, pipelineOf, REJECTED_STAGE } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { conflict } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { queueMail } from '../../lib/mail.js';
import { runTransaction, type OnceGuard } from '../../lib/transactions.js';
import { findApplication } from '../../data/applications/applications.js';
import { closeHeldIn, dueHeld, heldIdOf, heldIn } from '../../data/bulk/held-mail.js';
import {
  bulkJobIn,
  findBulkJob,
  itemIn,
  itemsOf,
  markItemUndoneIn,
  markUndoneIn,
  staleRunningJobs,
  finishUndo,
  unfinishedUndos,
  type BulkItem,
  type BulkJob,
} from '../../data/bulk/jobs.js';
import { findJob } from '../../data/jobs/jobs.js';
import { removeTags } from '../people/tags.js';
import { moveStage } from '../pipeline/move-stage.js';
import { actorOf, runBulkJob } from './run.js';
import { requireOwner } from './bulk.js';

/** Undo sends no e-mail of its own: the candidate never heard of the change it takes back. */
const SILENT = Object.assign(async () => null, { offerWithdrawn: async () => null });

/** The item's guard for its undo: still done and not undone, read first; marked undone in the same transaction. */
const undoGuard = (bulkId: string, applicationId: string): OnceGuard => ({
  open: async (transaction) => {
    const item = await itemIn(transaction, bulkId, applicationId);
    return item !== null && item.outcome === 'done' && !item.undone;
  },
  close: (transaction) => markItemUndoneIn(transaction, bulkId, applicationId),
});

/** The guard, also cancelling the application's held e-mail when it closes (read first, written last). */
function withHeldMail(guard: OnceGuard, bulkId: string, applicationId: string): OnceGuard {
  let held = false;
  return {
    open: async (transaction) => {
      if (!(await guard.open(transaction))) return false;
      held = (await heldIn(transaction, heldIdOf(bulkId, applicationId)))?.state === 'held';
      return true;
    },
    close: (transaction) => {
      if (held) closeHeldIn(transaction, heldIdOf(bulkId, applicationId), 'cancelled');
      guard.close(transaction);
    },
  };
}

/** Undoes one application: its held e-mail is cancelled and its stage put back, or its added tags removed. */
async function undoItem(job: BulkJob, item: BulkItem): Promise<void> {
  const guard = undoGuard(job.id, item.applicationId);
  if (job.action.type === 'tag') {
    const application = await findApplication(item.applicationId);
    if (!application) return;
    const caller = { uid: job.by, email: '', role: 'hr' as const, authTime: 0 };
    await removeTags(caller, application.candidate, item.tagsAdded, guard);
    return;
  }
  const before = item.before!;
  const posting = await findJob((await findApplication(item.applicationId))?.jobId ?? '');
  const back = pipelineOf(posting?.stages).find((stage) => stage.id === before.stage);
  if (!back) return;
  const movedTo = job.action.type === 'reject' ? REJECTED_STAGE.id : job.action.stage;
  await moveStage(
    item.applicationId,
    // Put back only where the job left it: an application someone moved since stays where they put it.
    (current) => (current.stage === movedTo ? { stage: back, reason: null, closedIn: [], source: 'undo' } : null),
    actorOf(job),
    SILENT,
    withHeldMail(guard, job.id, item.applicationId),
  );
}

/**
 * POST /api/application/bulk/:id/undo: within the window, every change the job made is taken back, each in its own
 * transaction with the timeline saying so, and the rejection e-mails it held are never sent.
 */
export async function undoBulk(caller: Caller, id: string): Promise<{ message: string }> {
  const job = requireOwner(caller, await findBulkJob(id));
  if (job.state === 'running') throw conflict(BULK_MESSAGES.stillRunning);
  if (job.state === 'undone') throw conflict(BULK_MESSAGES.alreadyUndone);
  if (!job.undoUntil || job.undoUntil.getTime() < Date.now()) throw conflict(BULK_MESSAGES.undoClosed);
  // Closing the window first: the sweep sends no held e-mail of a job being undone, and no second undo starts.
  await runTransaction(async (transaction) => {
    const current = await bulkJobIn(transaction, id);
    if (current?.state !== 'done') throw conflict(BULK_MESSAGES.alreadyUndone);
    if (!current.undoUntil || current.undoUntil.getTime() < Date.now()) throw conflict(BULK_MESSAGES.undoClosed);
    markUndoneIn(transaction, id);
  });
  await restoreAll(job);
  return { message: BULK_MESSAGES.undone };
}

/** Takes back every change not yet taken back (each item's guard keeps a resumed undo from doing one twice). */
async function restoreAll(job: BulkJob): Promise<void> {
  const done = (await itemsOf(job.id)).filter((item) => item.outcome === 'done' && !item.undone);
  let stuck = 0;
  for (let start = 0; start < done.length; start += 10) {
    await Promise.all(
      done.slice(start, start + 10).map((item) =>
        undoItem(job, item).catch((error: unknown) => {
          // One application that cannot be put back (gone, contended) does not keep the others from it.
          stuck += 1;
          log.error('bulk undo item failed', { bulk: job.id, application: item.applicationId, error: String(error) });
        }),
      ),
    );
  }
  // Left open when some could not be put back: the sweep tries those again.
  if (stuck === 0) await finishUndo(job.id);
}

/**
 * The bulk sweep (every minute; run-now under the emulators): held e-mails whose window has passed are sent unless
 * their job was undone, and jobs a crash left running are resumed.
 */
export async function sweepBulk(now = Date.now()): Promise<{ sent: number; resumed: number }> {
  let sent = 0;
  for (const id of await dueHeld(new Date(now), 500)) {
    const went = await runTransaction(async (transaction) => {
      const held = await heldIn(transaction, id);
      if (held?.state !== 'held') return false;
      const job = await bulkJobIn(transaction, held.bulkId);
      if (!job || job.state === 'undone') {
        closeHeldIn(transaction, id, 'cancelled');
        return false;
      }
      // Only once the whole job's undo window has passed: an e-mail held early in a long job waits for it too.
      if (job.state !== 'done' || !job.undoUntil || job.undoUntil.getTime() > now) return false;
      queueMail(transaction, held.mail);
      closeHeldIn(transaction, id, 'sent');
      return true;
    });
    if (went) sent += 1;
  }
  const before = new Date(now - 10 * 60_000);
  // Each job on its own: one that keeps failing is logged and does not hold the others back.
  const each = async (id: string, work: () => Promise<void>) =>
    work().catch((error: unknown) => log.error('bulk sweep job failed', { bulk: id, error: String(error) }));
  const stale = await staleRunningJobs(before, 20);
  for (const id of stale) await each(id, () => runBulkJob(id));
  const halfUndone = await unfinishedUndos(before, 20);
  for (const id of halfUndone) {
    await each(id, async () => {
      const job = await findBulkJob(id);
      if (job) await restoreAll(job);
    });
  }
  return { sent, resumed: stale.length + halfUndone.length };
}
