import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { OfferStatus } from '@hr-portal/contract';
import { db } from '../../lib/firebase.js';
import { appendEvent, subjectOfStored } from '../../lib/event-log.js';
import { eventSubjectOf, toRecord, type ApplicationRecord } from './record.js';
import { collections } from '../../lib/collections.js';

const applications = () => collections.applications();

/** One application per person and job: the id itself makes a second one impossible, even under races. */
export const applicationId = (jobId: string, uid: string) => `${jobId}_${uid}`;

export const records = (snapshots: DocumentSnapshot[]) =>
  snapshots.map(toRecord).filter((record): record is ApplicationRecord => record !== null);

/** The new application's fields, as the apply flow fills them. */
export type NewApplication = Omit<
  ApplicationRecord,
  | 'createdAt'
  | 'status'
  | 'stageEnteredAt'
  | 'scorecards'
  | 'offerId'
  | 'offerStatus'
  | 'answers'
  | 'flags'
  | 'referral'
> &
  Partial<Pick<ApplicationRecord, 'answers' | 'flags' | 'referral'>>;

/**
 * Creates the application (applied, in its first stage) and appends its "applied" event; the create fails with
 * ALREADY_EXISTS when the person applied for the job before (the id is person and job).
 */
export function createApplicationIn(
  transaction: Transaction,
  record: NewApplication,
  mailId: string | null,
  now: Timestamp,
  candidateTags: string[] = [],
  /** Who put it there: the candidate applying, or staff adding someone they sourced. */
  actor: string = record.candidate,
): void {
  transaction.create(applications().doc(record.id), {
    // Staff's tags on the person, copied so a board card (read live by staff) shows them.
    candidateTags,
    job: record.jobId,
    jobSnapshot: record.jobSnapshot,
    candidate: record.candidate,
    candidateEmail: record.candidateEmail,
    candidateName: record.candidateName,
    resumeDocumentId: record.resumeDocumentId,
    resumePath: record.resumePath,
    source: record.source,
    // The answers and the knockout rules they miss: `meetsMustHaves` and `flaggedQuestions` are what the board's
    // and list's filter and the insights query.
    answers: record.answers ?? [],
    flags: record.flags ?? [],
    flaggedQuestions: (record.flags ?? []).map((flag) => flag.questionId),
    meetsMustHaves: (record.flags ?? []).length === 0,
    ...(record.referral ? { referral: record.referral } : {}),
    ...(actor === record.candidate ? {} : { addedBy: actor }),
    status: 'applied',
    stage: record.stage,
    stageEnteredAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const change = {
    type: 'applied',
    toStage: record.stage,
    toStatus: 'applied',
    source: record.source,
    mailId,
  } as const;
  appendEvent(transaction, eventSubjectOf(record), change, actor, now);
}

/** The uid an application names as its candidate, as stored (undefined for none, or no such application). */
export async function candidateOf(id: string): Promise<string | undefined> {
  return (await applications().doc(id).get()).get('candidate') as string | undefined;
}

export async function findApplication(id: string): Promise<ApplicationRecord | null> {
  return toRecord(await applications().doc(id).get());
}

/** Several applications in one round trip, by id (missing ones are absent from the map). */
export async function findApplications(ids: string[]): Promise<Map<string, ApplicationRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = records(await db().getAll(...unique.map((id) => applications().doc(id))));
  return new Map(found.map((record) => [record.id, record]));
}

/** Deletes applications with everything below them: notes, the interview panel and its scorecards. */
export async function deleteApplicationRecords(ids: string[]): Promise<void> {
  for (const id of ids) await db().recursiveDelete(applications().doc(id));
}

/** One application as a transaction reads it; null when there is none. */
export async function applicationIn(transaction: Transaction, id: string): Promise<ApplicationRecord | null> {
  return toRecord(await transaction.get(applications().doc(id)));
}

/**
 * What panel and offer changes need of an application, as a transaction reads it (exists false, and empty
 * fields, when there is none): its event subject, stage, candidate, names and offer pointer.
 */
export async function storedApplicationIn(transaction: Transaction, id: string) {
  const snapshot = await transaction.get(applications().doc(id));
  const pointer = snapshot.get('offer') as { id?: unknown; status?: unknown } | undefined;
  return {
    exists: snapshot.exists,
    subject: subjectOfStored(snapshot),
    stage: String(snapshot.get('stage') ?? ''),
    candidate: String(snapshot.get('candidate') ?? ''),
    candidateName: String(snapshot.get('candidateName') || snapshot.get('candidateEmail') || ''),
    jobId: String(snapshot.get('job') ?? ''),
    jobTitle: String(snapshot.get('jobSnapshot.title') ?? ''),
    /** The application's current offer (the pointer that keeps one live offer per application). */
    offer: pointer && typeof pointer.id === 'string' ? { id: pointer.id, status: pointer.status as OfferStatus } : null,
  };
}
