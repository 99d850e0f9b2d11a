import {
  CLOSING_STAGE_IDS,
  HIRED_STATUS,
  pipelineOf,
  REJECTED_STAGE,
  WITHDRAWN_STAGE,
  WITHDRAWABLE_OFFER_STATUSES,
  type BulkAction,
  type StageDto,
} from '@hr-portal/contract';
import type { AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { OutboxMail } from '../../lib/mail.js';
import { runTransaction, type OnceGuard } from '../../lib/transactions.js';
import { findApplication } from '../../data/applications/applications.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import { holdMailIn } from '../../data/bulk/held-mail.js';
import {
  findBulkJob,
  finishBulkJob,
  itemOpenIn,
  itemsOf,
  writeItemIn,
  type BulkItem,
  type BulkJob,
} from '../../data/bulk/jobs.js';
import { findJob } from '../../data/jobs/jobs.js';
import { addTags } from '../people/tags.js';
import { HireRequired, moveStage } from '../pipeline/move-stage.js';
import { moveMailer, type MoveMailer } from '../shared/move-mail.js';

/** Applications handled at once: each is its own transaction, so a few run side by side. */
const AT_ONCE = 10;

/** Who a bulk job's changes are by: the person (or key) who started it. */
export const actorOf = (job: BulkJob): AuditActor =>
  job.keyId
    ? { uid: job.by, role: 'hr', integration: { keyId: job.keyId, name: 'API key' } }
    : { uid: job.by, role: 'hr' };

/** Why an application is left out of the action, or null to act on it. */
export function skipReasonOf(
  action: BulkAction,
  application: ApplicationRecord,
  jobActive: boolean,
  stages: StageDto[],
): string | null {
  if (!jobActive) return 'its job is closed';
  if (application.stage === WITHDRAWN_STAGE.id) return 'the candidate withdrew';
  if (action.type === 'tag') return null;
  if (application.status === HIRED_STATUS) return 'the candidate was hired';
  if (application.stage === REJECTED_STAGE.id) return 'already rejected';
  if (
    action.type === 'reject' &&
    application.offerStatus &&
    WITHDRAWABLE_OFFER_STATUSES.includes(application.offerStatus)
  )
    return 'it has a live offer: reject it on its own';
  if (action.type === 'move') {
    const stage = stages.find((one) => one.id === action.stage);
    if (!stage) return 'its job has no such stage';
    if (CLOSING_STAGE_IDS.includes(stage.id)) return 'closing stages are not a bulk move';
    if (stage.status === HIRED_STATUS) return 'a hire is done one at a time';
    if (application.stage === stage.id) return 'already in that stage';
  }
  return null;
}

/** Records an application left out (or failed), once. */
async function recordOutcome(job: BulkJob, item: Omit<BulkItem, 'undone'>, candidate = ''): Promise<void> {
  await runTransaction(async (transaction) => {
    if (await itemOpenIn(transaction, job.id, item.applicationId)) writeItemIn(transaction, job.id, item, candidate);
  });
}

/**
 * One application of the job: the change and its item in one transaction (the item's absence is the guard), or an
 * item saying why it was skipped. A rejection's e-mail is held for the undo window instead of sent.
 */
async function handle(job: BulkJob, applicationId: string, mailer: MoveMailer): Promise<void> {
  const application = await findApplication(applicationId);
  if (!application) {
    // The id names the candidate (`{jobId}_{uid}`): kept on the item so erasing them finds it.
    const candidate = applicationId.slice(applicationId.lastIndexOf('_') + 1);
    const failed = { applicationId, outcome: 'failed' as const, reason: 'not found', before: null, tagsAdded: [] };
    return recordOutcome(job, failed, candidate);
  }
  const posting = await findJob(application.jobId);
  const stages = pipelineOf(posting?.stages);
  const skipped = skipReasonOf(job.action, application, posting?.isActive === true, stages);
  if (skipped) {
    return recordOutcome(
      job,
      { applicationId, outcome: 'skipped', reason: skipped, before: null, tagsAdded: [] },
      application.candidate,
    );
  }
  const actor = actorOf(job);
  const action = job.action;
  if (action.type === 'tag') {
    let fresh: string[] = [];
    const guard: OnceGuard = {
      open: (transaction) => itemOpenIn(transaction, job.id, applicationId),
      close: (transaction) =>
        writeItemIn(
          transaction,
          job.id,
          { applicationId, outcome: 'done', reason: null, before: null, tagsAdded: fresh },
          application.candidate,
        ),
    };
    const caller = { uid: job.by, email: '', role: 'hr' as const, authTime: 0 };
    try {
      await addTags(caller, application.candidate, action.tags, guard, (added) => (fresh = added));
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const failed = { applicationId, outcome: 'failed' as const, reason: error.message, before: null, tagsAdded: [] };
      return recordOutcome(job, failed, application.candidate);
    }
    return;
  }
  const target = action.type === 'reject' ? REJECTED_STAGE : stages.find((stage) => stage.id === action.stage)!;
  // The rejection e-mail is composed as a move composes it, then held: undo within the window sends nothing.
  let held: OutboxMail | null = null;
  const holding: MoveMailer = Object.assign(
    async (...args: Parameters<MoveMailer>) => {
      const mail = await mailer(...args);
      if (action.type !== 'reject') return mail;
      held = mail;
      return null;
    },
    { offerWithdrawn: mailer.offerWithdrawn },
  );
  const releaseAt = new Date(Date.now() + job.undoMinutes * 60_000);
  const guard: OnceGuard = {
    open: (transaction) => itemOpenIn(transaction, job.id, applicationId),
    close: (transaction) => {
      writeItemIn(
        transaction,
        job.id,
        {
          applicationId,
          outcome: 'done',
          reason: null,
          before: {
            stage: application.stage,
            status: application.status,
            stageEnteredAt: application.stageEnteredAt?.getTime() ?? 0,
          },
          tagsAdded: [],
        },
        application.candidate,
      );
      if (held) holdMailIn(transaction, job.id, applicationId, held, releaseAt);
    },
  };
  try {
    await moveStage(
      applicationId,
      // As the transaction reads it: still where it was, and still not one to leave out (an offer sent meanwhile).
      (current) =>
        current.stage === application.stage && skipReasonOf(action, current, true, stages) === null
          ? {
              stage: target,
              reason: action.type === 'reject' ? action.reason : null,
              closedIn: CLOSING_STAGE_IDS,
              source: 'bulk',
            }
          : null,
      actor,
      holding,
      guard,
    );
  } catch (error) {
    if (error instanceof HireRequired)
      return recordOutcome(job, skippedItem(applicationId, 'a hire is done one at a time'), application.candidate);
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const failed = { applicationId, outcome: 'failed' as const, reason: error.message, before: null, tagsAdded: [] };
    return recordOutcome(job, failed, application.candidate);
  }
  // Moved by someone else between the read and the move: nothing changed, said so.
  await recordOutcome(job, skippedItem(applicationId, 'it moved meanwhile'), application.candidate);
}

const skippedItem = (applicationId: string, reason: string): Omit<BulkItem, 'undone'> => ({
  applicationId,
  outcome: 'skipped',
  reason,
  before: null,
  tagsAdded: [],
});

/**
 * Runs (or resumes) a bulk job: every application not yet handled, a few at a time; then the undo window opens.
 * With a budget, it stops after the chunk that passes it and leaves the rest to the trigger (the request that
 * starts a job does the first few seconds, so a small job is done when its answer arrives). Two runners on one job
 * (the request and the trigger, or a resume) never do an application twice: each one's item is its guard.
 */
export async function runBulkJob(bulkId: string, budgetMs = Number.POSITIVE_INFINITY): Promise<void> {
  const started = Date.now();
  const job = await findBulkJob(bulkId);
  if (!job || job.state !== 'running') return;
  const handled = new Set((await itemsOf(bulkId)).map((item) => item.applicationId));
  const todo = job.ids.filter((id) => !handled.has(id));
  const mailer = await moveMailer();
  for (let start = 0; start < todo.length; start += AT_ONCE) {
    if (Date.now() - started > budgetMs) return;
    await Promise.all(todo.slice(start, start + AT_ONCE).map((id) => handle(job, id, mailer)));
  }
  await finishBulkJob(bulkId, new Date(Date.now() + job.undoMinutes * 60_000));
}
