import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  CLOSING_STAGE_IDS,
  ERROR_CODES,
  HIRED_STATUS,
  PIPELINE_MESSAGES,
  WITHDRAWABLE_OFFER_STATUSES,
  type OfferStatus,
  type StageDto,
} from '@hr-portal/contract';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { runTransaction, type OnceGuard } from '../../lib/transactions.js';
import { indexedApplication, personIndexFor } from '../shared/person-index.js';
import { AppError, conflict } from '../../lib/errors.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { appendEvent } from '../../lib/event-log.js';
import { eventSubjectOf, type ApplicationRecord } from '../../data/applications/record.js';
import { applicationIn } from '../../data/applications/applications.js';
import { setStageIn } from '../../data/applications/pointers.js';
import { markOfferWithdrawnIn, offerStatusIn } from '../../data/offers/offers.js';

/**
 * The e-mail a move sends, composed inside the move's transaction (flows/shared/move-mail.ts makes one), and the
 * candidate's e-mail when closing the application withdraws an offer they had been sent.
 */
export interface MoveMailer {
  (current: ApplicationRecord, stage: StageDto, reason: string | null): Promise<OutboxMail | null>;
  offerWithdrawn(current: ApplicationRecord): Promise<OutboxMail | null>;
}

export interface StageTarget {
  stage: StageDto;
  reason: string | null;
  /** Refuse (409, naming the current stage) when the application is no longer here. */
  expectedStage?: string;
  /** Refuse (409) when the application is in one of these stages (closed for this kind of move). */
  closedIn: readonly string[];
  /** How the log names the move (default `moved`). */
  event?: 'moved' | 'withdrawn' | 'hired';
  /**
   * Where a move came from when not one person's move now: `bulk` (a bulk action, undoable for a few minutes) or
   * `undo` (a bulk action undone). Stage rules do not run for either: what they did could not be taken back.
   */
  source?: 'bulk' | 'undo';
}

/**
 * Thrown, with nothing written, when a move would enter a hired stage other than as a hire: every way into a hired
 * stage (a move, a bulk move, the board, an API key) goes through the hire (hire.ts), with its rule and its effects.
 */
export class HireRequired extends Error {
  constructor(readonly stage: StageDto) {
    super('A move into a hired stage is a hire');
  }
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
  /** A bulk job's: the move happens at most once for it, and `close` records it in the move's transaction. */
  guard?: OnceGuard,
): Promise<ApplicationRecord | null> {
  return runTransaction(async (transaction) => {
    if (guard && !(await guard.open(transaction))) return null;
    const current = await applicationIn(transaction, id);
    if (!current) return null;
    const target = await decide(current);
    if (!target) return current;
    if (target.expectedStage !== undefined && current.stage !== target.expectedStage)
      throw new AppError(409, ERROR_CODES.conflict, PIPELINE_MESSAGES.staleMove, {}, { currentStage: current.stage });
    if (current.stage === target.stage.id) return current;
    if (target.closedIn.includes(current.stage)) throw conflict(PIPELINE_MESSAGES.alreadyClosed);
    if (target.stage.status === HIRED_STATUS && target.event !== 'hired') throw new HireRequired(target.stage);
    const { stage, reason } = target;
    const offer = CLOSING_STAGE_IDS.includes(stage.id) ? await liveOfferOf(transaction, current) : null;
    const index = await personIndexFor(transaction, current.candidate);
    const mail = await mailer(current, stage, reason);
    // The candidate hears the offer was taken back when it had been sent to them and they did not close it.
    const offerMail =
      offer?.status === 'sent' && actor.uid !== current.candidate ? await mailer.offerWithdrawn(current) : null;
    const now = Timestamp.now();
    // stageEnteredAt is the time of this event, kept on the application so a board column stays one query.
    setStageIn(transaction, id, stage, now, offer ? { id: offer.id, status: 'withdrawn' } : null);
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
      ...(target.source ? { source: target.source } : {}),
    };
    const entered = appendEvent(transaction, eventSubjectOf(current), change, actor.uid, now);
    if (offer) withdrawOfferWith(transaction, current, offer, actor, offerMail, now);
    index.update((sources) => {
      const indexed = sources.applications[id];
      if (indexed) Object.assign(indexed, { stage: stage.id, status: stage.status });
      else sources.applications[id] = indexedApplication({ ...current, stage: stage.id, status: stage.status });
    });
    guard?.close(transaction);
    return {
      ...current,
      stage: stage.id,
      status: stage.status,
      stageEnteredAt: now.toDate(),
      ...(offer ? { offerStatus: 'withdrawn' as const } : {}),
      enteredEvent: entered,
    };
  });
}

/** The application's offer when it is still one staff could withdraw (read in the move's transaction). */
async function liveOfferOf(transaction: Transaction, current: ApplicationRecord) {
  if (!current.offerId) return null;
  const status = await offerStatusIn(transaction, current.offerId);
  return WITHDRAWABLE_OFFER_STATUSES.includes(status) ? { id: current.offerId, status } : null;
}

/**
 * Closing an application (rejected, withdrawn) withdraws its live offer in the same transaction, logged and audited
 * as a withdrawal. The candidate is e-mailed only when the offer had been sent to them and they did not close the
 * application themselves.
 */
function withdrawOfferWith(
  transaction: Transaction,
  current: ApplicationRecord,
  offer: { id: string; status: OfferStatus },
  actor: AuditActor,
  mail: OutboxMail | null,
  now: Timestamp,
) {
  markOfferWithdrawnIn(transaction, offer.id, now);
  const mailId = mail ? queueMail(transaction, mail) : null;
  appendEvent(
    transaction,
    eventSubjectOf(current),
    { type: 'offer_withdrawn', offerId: offer.id, ...(mailId ? { mailId } : {}) },
    actor.uid,
    now,
  );
  recordAudit(transaction, {
    actor,
    action: 'offer.withdrawn',
    target: { type: 'offer', id: offer.id, label: current.jobSnapshot.title, person: current.candidate },
    before: { status: offer.status },
    after: { status: 'withdrawn' },
  });
}
