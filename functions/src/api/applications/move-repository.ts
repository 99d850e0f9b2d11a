import { Timestamp } from 'firebase-admin/firestore';
import { ERROR_CODES, PIPELINE_MESSAGES, type StageDto } from '@hr-portal/contract';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { runTransaction } from '../../lib/transactions.js';
import { AppError, conflict } from '../../lib/errors.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { appendEvent } from '../../lib/event-log.js';
import { eventSubjectOf, toRecord, type ApplicationRecord } from './record.js';
import { collections } from '../../lib/collections.js';

// Part of the applications repository (its one write that needs a transaction), in a file of its own for length.

/** The e-mail a move sends, composed inside the move's transaction (mail/move-mail.ts makes one). */
export type MoveMailer = (
  current: ApplicationRecord,
  stage: StageDto,
  reason: string | null,
) => Promise<OutboxMail | null>;

export interface StageTarget {
  stage: StageDto;
  reason: string | null;
  /** Refuse (409, naming the current stage) when the application is no longer here. */
  expectedStage?: string;
  /** Refuse (409) when the application is in one of these stages (closed for this kind of move). */
  closedIn: readonly string[];
  /** How the log names the move (default `moved`). */
  event?: 'moved' | 'withdrawn' | 'hired';
}

/** Decides the move from the application as the transaction read it; throws to refuse, null for nothing to do. */
export type DecideMove = (current: ApplicationRecord) => Promise<StageTarget | null> | StageTarget | null;

/**
 * Moves an application to a stage in one transaction: the stage, the status candidates see, when it entered,
 * the event in the application's log (who, when, from, to, why), the audit entry and the e-mail `mailer` composes
 * for the candidate. `decide` sees the application as read in the
 * transaction, so the checks and the write agree. Null when there is no such application; otherwise the
 * application as it is after the move (unchanged when there was nothing to do).
 */
export async function moveStage(
  id: string,
  decide: DecideMove,
  actor: AuditActor,
  mailer: MoveMailer,
): Promise<ApplicationRecord | null> {
  const ref = collections.applications().doc(id);
  return runTransaction(async (transaction) => {
    const current = toRecord(await transaction.get(ref));
    if (!current) return null;
    const target = await decide(current);
    if (!target) return current;
    if (target.expectedStage !== undefined && current.stage !== target.expectedStage)
      throw new AppError(409, ERROR_CODES.conflict, PIPELINE_MESSAGES.staleMove, {}, { currentStage: current.stage });
    if (current.stage === target.stage.id) return current;
    if (target.closedIn.includes(current.stage)) throw conflict(PIPELINE_MESSAGES.alreadyClosed);
    const { stage, reason } = target;
    const mail = await mailer(current, stage, reason);
    const now = Timestamp.now();
    // stageEnteredAt is the time of this event, kept on the application so a board column stays one query.
    transaction.update(ref, { stage: stage.id, status: stage.status, stageEnteredAt: now, updatedAt: now });
    recordAudit(transaction, {
      actor,
      action: 'application.stage_changed',
      target: { type: 'application', id, label: current.jobSnapshot.title, person: current.candidate },
      before: { stage: current.stage, status: current.status },
      after: { stage: stage.id, status: stage.status, ...(reason ? { reason } : {}) },
    });
    const mailId = mail ? queueMail(transaction, mail) : null;
    const change = {
      type: target.event ?? 'moved',
      fromStage: current.stage,
      toStage: stage.id,
      fromStatus: current.status,
      toStatus: stage.status,
      reasonId: reason,
      mailId,
    };
    appendEvent(transaction, eventSubjectOf(current), change, actor.uid, now);
    return { ...current, stage: stage.id, status: stage.status, stageEnteredAt: now.toDate() };
  });
}
