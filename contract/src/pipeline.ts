import type { ApplicationStatus } from './domain.js';

/** One column of a job's pipeline; `status` is what the candidate sees while their application is in it. */
export interface StageDto {
  id: string;
  name: string;
  status: ApplicationStatus;
}

/** The stages a new job starts with (HR edits them per job). Applications enter the first one. */
export const DEFAULT_STAGES: readonly StageDto[] = [
  { id: 'applied', name: 'Applied', status: 'applied' },
  { id: 'screening', name: 'Screening', status: 'applied' },
  { id: 'interview', name: 'Interview', status: 'shortlisted' },
  { id: 'offer', name: 'Offer', status: 'shortlisted' },
  { id: 'hired', name: 'Hired', status: 'selected' },
];

/**
 * Closing stages every job has after its own: Rejected (by staff, with a reason) and Withdrawn (by the
 * candidate). Neither can be renamed or removed.
 */
export const REJECTED_STAGE: StageDto = { id: 'rejected', name: 'Rejected', status: 'rejected' };
export const WITHDRAWN_STAGE: StageDto = { id: 'withdrawn', name: 'Withdrawn', status: 'rejected' };
export const CLOSING_STAGE_IDS: readonly string[] = [REJECTED_STAGE.id, WITHDRAWN_STAGE.id];
/** Where a hire lands: the job's first stage showing `selected`. */
export const HIRED_STATUS: ApplicationStatus = 'selected';

/** Limits of a job's own stages. */
export const STAGE_LIMITS = { stages: 12, name: 40 } as const;

/** A job's full pipeline: its own stages (or the defaults) followed by the closing ones. */
export function pipelineOf(own: readonly StageDto[] | undefined): StageDto[] {
  return [...(own && own.length > 0 ? own : DEFAULT_STAGES), REJECTED_STAGE, WITHDRAWN_STAGE];
}

/** The first stage showing a status (the old status dropdown moves there). */
export function firstStageShowing(stages: readonly StageDto[], status: ApplicationStatus): StageDto | undefined {
  return stages.find((stage) => stage.status === status);
}

/** A stage move, as staff send it. */
export interface StageMoveRequest {
  stage: string;
  /** Required when moving to Rejected: the id of one of the rejection reasons. */
  reason?: string;
  /** The stage the mover saw; when the application is elsewhere by now, the move is refused (409). */
  expectedStage?: string;
}

export interface StageMoveResult {
  _id: string;
  stage: string;
  status: ApplicationStatus;
  stageEnteredAt: string | null;
}

export interface BulkStageResult {
  moved: string[];
  failed: { id: string; message: string }[];
}

/** Why a candidate was turned down; admins keep the list. */
export interface RejectionReason {
  id: string;
  label: string;
  /** How the rejection e-mail words it for the candidate (the label is staff wording). */
  candidateText?: string;
}

export const DEFAULT_REJECTION_REASONS: readonly RejectionReason[] = [
  {
    id: 'experience',
    label: 'Not enough relevant experience',
    candidateText: 'we are looking for someone with more experience in this area',
  },
  {
    id: 'skills',
    label: 'Skills do not match the role',
    candidateText: 'other candidates matched the role more closely',
  },
  { id: 'position-filled', label: 'Position filled', candidateText: 'the position has been filled' },
  {
    id: 'salary',
    label: 'Salary expectations do not match',
    candidateText: 'we could not meet your salary expectations for this role',
  },
  { id: 'no-show', label: 'Did not attend the interview', candidateText: 'we could not meet you for the interview' },
  { id: 'other', label: 'Other', candidateText: 'we have decided to move forward with other candidates' },
];

/** The words a rejection e-mail uses for a reason: its candidate text, else its label in lower case. */
export const candidateWordingOf = (reason: RejectionReason | undefined) =>
  reason ? (reason.candidateText ?? reason.label.charAt(0).toLowerCase() + reason.label.slice(1)) : '';

/** A private note on an application: hr and admin only. */
export interface NoteDto {
  _id: string;
  text: string;
  by: { uid: string; email: string };
  at: string | null;
}

export const NOTE_LIMITS = { text: 5000 } as const;
export const BULK_STAGE_LIMIT = 200;

export const PIPELINE_MESSAGES = {
  unknownStage: 'That stage does not exist for this job',
  reasonRequired: 'Choose a reason for the rejection',
  unknownReason: 'That reason is not in the list of rejection reasons',
  staleMove: 'Someone moved this application in the meantime',
  closingStageByStaff: 'Only the candidate can withdraw an application',
  alreadyClosed: 'This application is already closed',
  notYourApplication: 'You can only withdraw your own applications',
  stageNotEmpty: 'Move the applications out of a stage before removing it',
  notCandidate: 'Only candidates and employees can be hired from an application',
  hireNeedsOffer: 'HR hires through an accepted offer: only an admin hires without one',
  withdrawn: 'Application withdrawn',
  hiredCannotWithdraw: 'You were hired from this application: it can no longer be withdrawn',
  noStageForStatus: 'This job has no stage showing that status: move the application on the board instead',
} as const;
