import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  DEFAULT_STAGES,
  firstStageShowing,
  REJECTED_STAGE,
  type ApplicationStatus,
  type AnswerFlag,
  type OfferStatus,
  type StoredAnswer,
} from '@hr-portal/contract';
import { dateOf } from '../../lib/timestamps.js';

/** The ids an event of this application repeats. */
export const eventSubjectOf = (record: Pick<ApplicationRecord, 'id' | 'jobId' | 'candidate'>) => ({
  applicationId: record.id,
  jobId: record.jobId,
  candidate: record.candidate,
});

/** An application as stored, read defensively (older documents may lack newer fields). */
export interface ApplicationRecord {
  id: string;
  jobId: string;
  jobSnapshot: { title: string; location: string; jobType: string };
  candidate: string;
  candidateEmail: string;
  candidateName: string;
  resumeDocumentId: string;
  resumePath: string;
  /** `?src=` of the careers link the candidate came from, or null. */
  source: string | null;
  status: ApplicationStatus;
  /** The pipeline stage; applications older than stages sit in the first stage showing their status. */
  stage: string;
  stageEnteredAt: Date | null;
  /** Set once retention or erasure made the application anonymous (a copy under a new id). */
  anonymised?: boolean;
  /** On the record a move answers: the logged event of the entry it made (its stage rules run from it). */
  enteredEvent?: string;
  createdAt: Date | null;
  scorecards: { count: number; recommendationTotal: number };
  /** The application's current offer, if one was made (offers keep one live per application), and its status. */
  offerId: string | null;
  offerStatus: OfferStatus | null;
  /** Set when a merge moved it here from another record of the same person (their uid then). */
  mergedFrom?: string;
  /** The answers to the job's questions as asked then; a file answer names its copy kept with the application. */
  answers: StoredAnswerRecord[];
  /** The knockout rules the answers miss. */
  flags: AnswerFlag[];
  /** Who referred the person to this job and what they told hr; null when nobody did. */
  referral: ApplicationReferral | null;
  /** Who put the person on the job when it was not the person (staff adding someone, a referrer); absent otherwise. */
  addedBy?: string;
}

/** A referral as the application keeps it for staff (the board card reads it live). */
export interface ApplicationReferral {
  /** The referral's own record (referrals/{id}): the id the application had when it was made. */
  id: string;
  by: string;
  byName: string;
  relationship: string;
  note: string;
  at: Date | null;
}

function referralOf(stored: unknown): ApplicationReferral | null {
  if (!stored || typeof stored !== 'object') return null;
  const data = stored as Record<string, unknown>;
  if (!isText(data.by)) return null;
  return {
    id: isText(data.id) ? data.id : '',
    by: data.by,
    byName: isText(data.byName) ? data.byName : '',
    relationship: isText(data.relationship) ? data.relationship : '',
    note: isText(data.note) ? data.note : '',
    at: dateOf(data.at),
  };
}

export type StoredAnswerRecord = StoredAnswer & { filePath?: string };

const isText = (value: unknown): value is string => typeof value === 'string';

/** Stored answers read defensively: entries without an id, label or text are dropped. */
function answersOf(stored: unknown): StoredAnswerRecord[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((item) => item && isText(item.questionId) && isText(item.label) && isText(item.text))
    .map((item) => ({
      questionId: item.questionId,
      type: item.type,
      label: item.label,
      value: item.value,
      text: item.text,
      ...(isText(item.filePath) ? { filePath: item.filePath } : {}),
    }));
}

function flagsOf(stored: unknown): AnswerFlag[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((item) => item && isText(item.questionId) && isText(item.label) && isText(item.answer))
    .map((item) => ({ questionId: item.questionId, label: item.label, answer: item.answer }));
}

const legacyStage = (status: ApplicationStatus) =>
  (firstStageShowing([...DEFAULT_STAGES, REJECTED_STAGE], status) ?? DEFAULT_STAGES[0]!).id;

/** The stored document as an ApplicationRecord; null when it does not exist. */
export function toRecord(snapshot: DocumentSnapshot): ApplicationRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const status = data.status as ApplicationStatus;
  return {
    id: snapshot.id,
    ...(data.anonymisedAt ? { anonymised: true } : {}),
    jobId: String(data.job),
    jobSnapshot: {
      title: String(data.jobSnapshot?.title ?? ''),
      location: String(data.jobSnapshot?.location ?? ''),
      jobType: String(data.jobSnapshot?.jobType ?? ''),
    },
    candidate: String(data.candidate),
    candidateEmail: String(data.candidateEmail ?? ''),
    candidateName: String(data.candidateName ?? ''),
    resumeDocumentId: String(data.resumeDocumentId ?? ''),
    resumePath: String(data.resumePath ?? ''),
    source: typeof data.source === 'string' ? data.source : null,
    status,
    stage: typeof data.stage === 'string' ? data.stage : legacyStage(status),
    stageEnteredAt: dateOf(data.stageEnteredAt ?? data.createdAt),
    createdAt: dateOf(data.createdAt),
    scorecards: {
      count: Number(data.scorecards?.count ?? 0),
      recommendationTotal: Number(data.scorecards?.recommendationTotal ?? 0),
    },
    offerId: typeof data.offer?.id === 'string' ? data.offer.id : null,
    offerStatus: typeof data.offer?.status === 'string' ? (data.offer.status as OfferStatus) : null,
    ...(typeof data.mergedFrom === 'string' ? { mergedFrom: data.mergedFrom } : {}),
    answers: answersOf(data.answers),
    flags: flagsOf(data.flags),
    referral: referralOf(data.referral),
    ...(typeof data.addedBy === 'string' ? { addedBy: data.addedBy } : {}),
  };
}
