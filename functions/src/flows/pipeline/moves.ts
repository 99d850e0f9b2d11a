import {
  CLOSING_STAGE_IDS,
  firstStageShowing,
  HIRED_STATUS,
  pipelineOf as defaultPipelineOf,
  PIPELINE_MESSAGES,
  REJECTED_STAGE,
  WITHDRAWN_STAGE,
  APPLICATION_MESSAGES,
  type ApplicationStatus,
  type BulkStageResult,
  type StageDto,
  type StageMoveRequest,
  type StageMoveResult,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isSafeId } from '../../lib/ids.js';
import { findJob } from '../../data/jobs/jobs.js';
import { rejectionReasonIds } from '../shared/settings.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import { findApplication } from '../../data/applications/applications.js';
import { moveMailer } from '../shared/move-mail.js';
import { HireRequired, moveStage, type DecideMove, type MoveMailer } from './move-stage.js';
import { hire } from './hire.js';
import { runRulesOfEvent } from '../stage-rules/run.js';

/** The stages of the application's job (a deleted job's applications keep the default pipeline). */
async function pipelineOf(record: ApplicationRecord): Promise<StageDto[]> {
  return (await findJob(record.jobId))?.stages ?? defaultPipelineOf(undefined);
}

/**
 * Runs a move decided on the application as the transaction read it; 404 when there is none. A move into a hired
 * stage is a hire (HireRequired, nothing written): it goes through the hire, with its rule and its effects.
 */
async function moveWith(
  caller: Caller,
  id: string,
  decide: DecideMove,
  mailer?: MoveMailer,
  expectedStage?: string,
): Promise<ApplicationRecord> {
  let moved: ApplicationRecord | null;
  try {
    moved = isSafeId(id) ? await moveStage(id, decide, caller, mailer ?? (await moveMailer())) : null;
  } catch (error) {
    if (!(error instanceof HireRequired)) throw error;
    await hire(caller, id, [], { stage: error.stage, expectedStage });
    moved = await findApplication(id);
  }
  if (!moved) throw notFound(APPLICATION_MESSAGES.notFound);
  return moved;
}

const resultOf = (record: ApplicationRecord): StageMoveResult => ({
  _id: record.id,
  stage: record.stage,
  status: record.status,
  stageEnteredAt: record.stageEnteredAt?.toISOString() ?? null,
});

/**
 * Staff move an application to a stage of its job. Rejected needs one of the admins' reasons; Withdrawn is the
 * candidate's alone, and a withdrawn application stays closed. With `expectedStage`, a move based on a stale
 * view is refused (409 with the current stage) instead of silently overwriting someone else's move.
 */
export async function moveToStage(caller: Caller, id: string, move: StageMoveRequest): Promise<StageMoveResult> {
  return moveChecked(caller, id, move, await checkedReason(move), pipelineOf, await moveMailer(), true);
}

/** The reason a move records: required (and from the admins' list) for Rejected; staff never withdraw. */
async function checkedReason(move: Omit<StageMoveRequest, 'expectedStage'>): Promise<string | null> {
  if (move.stage === WITHDRAWN_STAGE.id) throw forbidden(PIPELINE_MESSAGES.closingStageByStaff);
  if (move.stage !== REJECTED_STAGE.id) return null;
  if (!move.reason) throw badRequest(PIPELINE_MESSAGES.reasonRequired);
  if (!(await rejectionReasonIds()).has(move.reason)) throw badRequest(PIPELINE_MESSAGES.unknownReason);
  return move.reason;
}

async function moveChecked(
  caller: Caller,
  id: string,
  move: StageMoveRequest,
  reason: string | null,
  stagesOf: (record: ApplicationRecord) => Promise<StageDto[]>,
  mailer: MoveMailer,
  /** One person's move: its stage rules take their steps before the answer (the trigger would, moments later). */
  rulesNow = false,
): Promise<StageMoveResult> {
  const moved = await moveWith(
    caller,
    id,
    async (current) => {
      const stage = (await stagesOf(current)).find((candidate) => candidate.id === move.stage);
      if (!stage) throw badRequest(PIPELINE_MESSAGES.unknownStage);
      return { stage, reason, expectedStage: move.expectedStage, closedIn: [WITHDRAWN_STAGE.id] };
    },
    mailer,
    move.expectedStage,
  );
  // The trigger on the logged entry runs the same steps; each is guarded, so whichever comes first takes it once.
  if (rulesNow && moved.enteredEvent) await runRulesOfEvent(id, moved.enteredEvent);
  return resultOf(moved);
}

/** The old status dropdown: moves to the first stage showing that status (Rejected without a reason). */
export async function moveToStatus(caller: Caller, id: string, status: ApplicationStatus): Promise<ApplicationStatus> {
  const moved = await moveWith(caller, id, async (current) => {
    if (current.status === status) return null;
    const stage = firstStageShowing(await pipelineOf(current), status);
    if (!stage) throw conflict(PIPELINE_MESSAGES.noStageForStatus);
    return { stage, reason: null, closedIn: [WITHDRAWN_STAGE.id] };
  });
  return moved.status;
}

/**
 * Moves many applications; each moves or is reported with why not. Runs a few at a time. The reason is checked
 * once, and each job's stages are read once, however many of its applications move.
 */
export async function moveManyToStage(
  caller: Caller,
  ids: string[],
  move: Omit<StageMoveRequest, 'expectedStage'>,
): Promise<BulkStageResult> {
  const result: BulkStageResult = { moved: [], failed: [] };
  const unique = [...new Set(ids)];
  let reason: string | null;
  try {
    reason = await checkedReason(move);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { moved: [], failed: unique.map((id) => ({ id, message: error.message })) };
  }
  // One message per candidate: each move writes its own, in its own transaction (never one to many).
  const mailer = await moveMailer();
  const stagesByJob = new Map<string, Promise<StageDto[]>>();
  const stagesOf = (record: ApplicationRecord) => {
    if (!stagesByJob.has(record.jobId)) stagesByJob.set(record.jobId, pipelineOf(record));
    return stagesByJob.get(record.jobId)!;
  };
  for (let start = 0; start < unique.length; start += 10) {
    await Promise.all(
      unique.slice(start, start + 10).map((id) =>
        moveChecked(caller, id, move, reason, stagesOf, mailer, true).then(
          () => result.moved.push(id),
          (error: unknown) => {
            if (!(error instanceof AppError)) throw error;
            result.failed.push({ id, message: error.message });
          },
        ),
      ),
    );
  }
  return result;
}

/** The candidate withdraws their own open application: it moves to the closing stage Withdrawn. */
export async function withdraw(caller: Caller, id: string): Promise<StageMoveResult> {
  const moved = await moveWith(caller, id, (current) => {
    if (current.candidate !== caller.uid) throw forbidden(PIPELINE_MESSAGES.notYourApplication);
    // A hire made them an employee: withdrawing would leave an employee whose application says otherwise.
    if (current.status === HIRED_STATUS) throw conflict(PIPELINE_MESSAGES.hiredCannotWithdraw);
    return { stage: WITHDRAWN_STAGE, reason: null, closedIn: CLOSING_STAGE_IDS, event: 'withdrawn' };
  });
  return resultOf(moved);
}
