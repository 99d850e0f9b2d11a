import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { APPLICATION_MESSAGES, STAGE_RULE_MESSAGES, type PendingActionDto } from '@hr-portal/contract';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { appendEvent } from '../../lib/event-log.js';
import { queueMail } from '../../lib/mail.js';
import { runTransaction } from '../../lib/transactions.js';
import { applicationIn, findApplication } from '../../data/applications/applications.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import {
  closePendingIn,
  duePending,
  pendingIn,
  pendingOfApplication,
  type PendingAction,
} from '../../data/stage-rules/pending.js';
import { findJob } from '../../data/jobs/jobs.js';
import { ruleMail, RULE_CAUSE } from './rule-effects.js';

/** Pending actions an application lists at most (a rule set holds at most 20 rules of 5 actions). */
const LISTED = 100;

const toDto = ({
  id,
  ruleId,
  stage,
  type,
  subject,
  dueAt,
  state,
  cancelledBecause,
}: PendingAction): PendingActionDto => ({
  id,
  ruleId,
  stage,
  type,
  subject,
  dueAt,
  state,
  cancelledBecause,
});

/** Whether the application is still in the stage the action's entry put it in. */
const stillThere = (application: ApplicationRecord | null, action: PendingAction) =>
  application !== null &&
  application.stage === action.stage &&
  Math.abs((application.stageEnteredAt?.getTime() ?? 0) - action.enteredAt.getTime()) < 1000;

/** GET /api/application/:id/pending-actions: the rules' delayed e-mails, those it left behind shown cancelled. */
export async function pendingActionsOf(applicationId: string): Promise<PendingActionDto[]> {
  const application = await findApplication(applicationId);
  if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
  const actions = await pendingOfApplication(applicationId, LISTED);
  return actions.map((action) =>
    action.state === 'pending' && !stillThere(application, action)
      ? { ...toDto(action), state: 'cancelled', cancelledBecause: 'left_stage' }
      : toDto(action),
  );
}

/** Closes one pending action with its timeline event and audit entry, in the caller's transaction. */
function closeIn(
  transaction: Transaction,
  action: PendingAction,
  actor: AuditActor,
  outcome:
    | { state: 'sent'; mailId: string | null }
    | { state: 'cancelled'; because: Exclude<PendingActionDto['cancelledBecause'], null> },
  label: string,
) {
  const mailId = outcome.state === 'sent' ? outcome.mailId : null;
  closePendingIn(transaction, action.id, outcome.state, outcome.state === 'cancelled' ? outcome.because : null, mailId);
  const subject = { applicationId: action.applicationId, jobId: action.jobId, candidate: action.candidate };
  appendEvent(
    transaction,
    subject,
    {
      type: 'rule_pending_closed',
      ruleId: action.ruleId,
      ruleAction: 'email',
      mailId,
      ...(outcome.state === 'cancelled' ? { skipped: outcome.because } : {}),
    },
    actor.uid,
    Timestamp.now(),
  );
  if (outcome.state === 'cancelled')
    recordAudit(transaction, {
      actor,
      action: 'stage_rule.pending_cancelled',
      target: { type: 'application', id: action.applicationId, label, person: action.candidate },
      before: { pending: action.id, state: 'pending' },
      after: { state: 'cancelled', because: outcome.because, rule: action.ruleId },
    });
}

/** POST /api/application/:id/pending-actions/:actionId/cancel (hr, admin). */
export async function cancelPendingAction(caller: Caller, applicationId: string, actionId: string) {
  await runTransaction(async (transaction) => {
    const [action, application] = await Promise.all([
      pendingIn(transaction, actionId),
      applicationIn(transaction, applicationId),
    ]);
    if (!action || action.applicationId !== applicationId || !application)
      throw notFound(STAGE_RULE_MESSAGES.pendingNotFound);
    if (action.state !== 'pending') throw conflict(STAGE_RULE_MESSAGES.pendingDone);
    closeIn(transaction, action, caller, { state: 'cancelled', because: 'cancelled' }, application.jobSnapshot.title);
  });
  return { message: STAGE_RULE_MESSAGES.pendingCancelled };
}

/**
 * Sends the delayed e-mails now due whose application is still in the stage it entered, and cancels the others:
 * each in a transaction that reads the action and the application, so a move and a send never both win.
 */
export async function sendDuePending(now = Date.now(), limit = 200): Promise<{ sent: number; cancelled: number }> {
  const ids = await duePending(new Date(now), limit);
  let sent = 0;
  let cancelled = 0;
  for (const id of ids) {
    const outcome = await runTransaction(async (transaction) => {
      const action = await pendingIn(transaction, id);
      if (!action || action.state !== 'pending') return null;
      const application = await applicationIn(transaction, action.applicationId);
      const label = application?.jobSnapshot.title ?? '';
      if (!stillThere(application, action)) {
        closeIn(transaction, action, RULE_CAUSE, { state: 'cancelled', because: 'left_stage' }, label);
        return 'cancelled' as const;
      }
      if (!(await findJob(action.jobId))?.isActive) {
        closeIn(transaction, action, RULE_CAUSE, { state: 'cancelled', because: 'job_closed' }, label);
        return 'cancelled' as const;
      }
      const mail = await ruleMail(application!, action, action.stage);
      const mailId = mail ? queueMail(transaction, mail) : null;
      closeIn(transaction, action, RULE_CAUSE, { state: 'sent', mailId }, label);
      return 'sent' as const;
    });
    if (outcome === 'sent') sent += 1;
    if (outcome === 'cancelled') cancelled += 1;
  }
  return { sent, cancelled };
}
