import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Query,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { ApplicationStatus, OfferStatus } from '@hr-portal/contract';
import { db } from '../../lib/firebase.js';
import type { CursorPosition } from '../../lib/paging.js';
import { runTransaction } from '../../lib/transactions.js';
import { appendEvent, subjectOfStored, toEventRecord, type EventRecord } from '../../lib/event-log.js';
import { eventSubjectOf, toRecord, type ApplicationRecord } from './record.js';
import { applicationSubcollections, collections } from '../../lib/collections.js';
import { inFilterGroups } from '../../lib/in-filter.js';
import { dateOf } from '../../lib/timestamps.js';

const applications = () => collections.applications();

/** One application per person and job: the id itself makes a second one impossible, even under races. */
export const applicationId = (jobId: string, uid: string) => `${jobId}_${uid}`;

const records = (snapshots: DocumentSnapshot[]) =>
  snapshots.map(toRecord).filter((record): record is ApplicationRecord => record !== null);

/** How many applications a job has (shown when the job is deleted: they stay readable). */
export async function countApplicationsFor(jobId: string): Promise<number> {
  const result = await applications().where('job', '==', jobId).count().get();
  return result.data().count;
}

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

export const applicationsOfQuery = (candidate: string) =>
  applications()
    .where('candidate', '==', candidate)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');

/** One page of a candidate's applications, newest first. */
export async function listApplicationsOf(candidate: string, limit: number, after: CursorPosition | null) {
  let query = applicationsOfQuery(candidate).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return records((await query.get()).docs);
}

/** Every application of a candidate (deleting a person). */
export async function listAllApplicationsOf(candidate: string): Promise<ApplicationRecord[]> {
  return records((await applicationsOfQuery(candidate).get()).docs);
}

/** Applications read to tell whether a person applied themselves (referrals or staff made the others). */
const APPLIED_THEMSELVES_LOOKS = 50;

/**
 * True when the candidate applied to a job themselves (HR may then see their documents): an application a referral or
 * staff made for them does not count until they apply. Reads at most APPLIED_THEMSELVES_LOOKS applications' two
 * fields that say so (older referral-made applications carry only `referral`).
 */
export async function hasAppliedThemselves(candidate: string): Promise<boolean> {
  const found = await applications()
    .where('candidate', '==', candidate)
    .select('referral', 'addedBy')
    .limit(APPLIED_THEMSELVES_LOOKS)
    .get();
  return found.docs.some((application) => !application.get('referral') && !application.get('addedBy'));
}

/** Deletes applications with everything below them: notes, the interview panel and its scorecards. */
export async function deleteApplicationRecords(ids: string[]): Promise<void> {
  for (const id of ids) await db().recursiveDelete(applications().doc(id));
}

export interface ApplicationFilters {
  jobId?: string;
  status?: ApplicationStatus;
  /** Only applications whose answers meet every knockout rule of their job. */
  meetsMustHaves?: boolean;
}

/** A job's applications whose answers miss one knockout question. */
export const flaggedQuery = (jobId: string, questionId: string) =>
  applications().where('job', '==', jobId).where('flaggedQuestions', 'array-contains', questionId);

/** How many applications to a job miss one knockout question (an aggregate: one read per 1,000 entries). */
export async function countFlagged(jobId: string, questionId: string): Promise<number> {
  return (await flaggedQuery(jobId, questionId).count().get()).data().count;
}

/** The applications a person's tags are copied to (the newest 400: one transaction writes at most 500). */
export const TAGGED_APPLICATIONS = 400;

/** The ids of the person's newest applications, as a transaction reads them. */
export async function applicationIdsOfIn(transaction: Transaction, candidate: string): Promise<string[]> {
  const page = await transaction.get(applicationsOfQuery(candidate).select().limit(TAGGED_APPLICATIONS));
  return page.docs.map((doc) => doc.id);
}

/** The person's tags as their application's board card shows them. */
export function setCandidateTagsIn(transaction: Transaction, id: string, tags: string[]): void {
  transaction.update(applications().doc(id), { candidateTags: tags });
}

/** Staff listing, newest first; job and status filters each have an index with createdAt DESC. */
export function applicationsQuery(filters: ApplicationFilters): Query {
  let query: Query = applications();
  if (filters.jobId) query = query.where('job', '==', filters.jobId);
  if (filters.status) query = query.where('status', '==', filters.status);
  if (filters.meetsMustHaves) query = query.where('meetsMustHaves', '==', true);
  return query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

export async function listApplications(
  filters: ApplicationFilters,
  limit: number,
  after: CursorPosition | null,
): Promise<ApplicationRecord[]> {
  let query = applicationsQuery(filters).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return records((await query.get()).docs);
}

/** How many applications sit in one stage of a job (a stage is removed only when empty). */
export async function countApplicationsInStage(jobId: string, stage: string): Promise<number> {
  const result = await applications().where('job', '==', jobId).where('stage', '==', stage).count().get();
  return result.data().count;
}

/**
 * Points the application at the candidate's document holding its resume (after a hire restored it), once: a
 * second call with the same document writes nothing.
 */
export async function setResumeDocument(record: ApplicationRecord, documentId: string, actor: string): Promise<void> {
  const ref = applications().doc(record.id);
  await runTransaction(async (transaction) => {
    if ((await transaction.get(ref)).get('resumeDocumentId') === documentId) return;
    transaction.update(ref, { resumeDocumentId: documentId });
    appendEvent(transaction, eventSubjectOf(record), { type: 'resume_restored', documentId }, actor);
  });
}

/**
 * An application's event log: staff read it newest first; `statusOnly` is oldest first over the events that
 * changed the status (the candidate's view; index statusChanged + at).
 */
export function eventsQuery(applicationId: string, statusOnly = false): Query {
  const events = applicationSubcollections.events(applicationId);
  if (statusOnly) return events.where('statusChanged', '==', true).orderBy('at').orderBy(FieldPath.documentId());
  return events.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** One page of an application's event log, after the cursor's event. */
export async function listEvents(
  applicationId: string,
  limit: number,
  after: CursorPosition | null,
  statusOnly = false,
): Promise<EventRecord[]> {
  let query = eventsQuery(applicationId, statusOnly).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  const snapshot = await query.get();
  return snapshot.docs.map(toEventRecord).filter((event): event is EventRecord => event !== null);
}

/** One application as a transaction reads it; null when there is none. */
export async function applicationIn(transaction: Transaction, id: string): Promise<ApplicationRecord | null> {
  return toRecord(await transaction.get(applications().doc(id)));
}

/**
 * Puts an application in a stage: its stage, the status candidates see, and when it entered (the event's time,
 * kept on the application so a board column stays one query); with the offer's new state when the move changed it.
 */
export function setStageIn(
  transaction: Transaction,
  id: string,
  stage: { id: string; status: ApplicationStatus },
  now: Timestamp,
  offer: { id: string; status: 'withdrawn' } | null,
): void {
  transaction.update(applications().doc(id), {
    stage: stage.id,
    status: stage.status,
    stageEnteredAt: now,
    updatedAt: now,
    ...(offer ? { offer } : {}),
  });
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
    jobTitle: String(snapshot.get('jobSnapshot.title') ?? ''),
    /** The application's current offer (the pointer that keeps one live offer per application). */
    offer: pointer && typeof pointer.id === 'string' ? { id: pointer.id, status: pointer.status as OfferStatus } : null,
  };
}

/** Points the application at its offer and that offer's status. */
export function setOfferPointerIn(transaction: Transaction, id: string, offer: { id: string; status: OfferStatus }) {
  transaction.update(applications().doc(id), { offer });
}

/** Points the application at the booking link sent last (the one left open). */
export function setBookingLinkIn(transaction: Transaction, id: string, bookingId: string): void {
  transaction.update(applications().doc(id), { bookingLinkId: bookingId });
}

/** The booked interview's time on the application (null once cancelled). */
export function setInterviewIn(
  batch: WriteBatch,
  id: string,
  interview: { start: Timestamp; end: Timestamp } | null,
): void {
  batch.update(applications().doc(id), { interview });
}

/**
 * Which of `jobIds` the candidate has applied to: one query per 30 jobs of a page (a page holds at most 100),
 * reading only the applications found, never every application of the candidate.
 */
export async function appliedJobIdsOf(candidate: string, jobIds: string[]): Promise<Set<string>> {
  const snapshots = await Promise.all(
    inFilterGroups(jobIds).map((ids) =>
      applications().where('candidate', '==', candidate).where('job', 'in', ids).select('job').get(),
    ),
  );
  return new Set(snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => String(doc.get('job')))));
}

/** Each of the candidate's applications as retention weighs it, read in a transaction: stage, status, when it closed. */
export async function retentionFactsIn(transaction: Transaction, candidate: string) {
  const own = await transaction.get(applications().where('candidate', '==', candidate));
  return own.docs.map((doc) => ({
    stage: String(doc.get('stage') ?? ''),
    status: String(doc.get('status') ?? ''),
    closedAt: dateOf(doc.get('stageEnteredAt') ?? doc.get('createdAt'))?.getTime() ?? null,
  }));
}

/** A candidate's applications as a transaction reads them (merging two people moves them). */
export async function applicationSnapshotsOfIn(transaction: Transaction, candidate: string) {
  return (await transaction.get(applications().where('candidate', '==', candidate))).docs;
}

/** An application and its whole event log as a transaction reads them (a moved application's events follow it). */
export async function applicationWithEventsIn(transaction: Transaction, id: string) {
  const [application, events] = await Promise.all([
    transaction.get(applications().doc(id)),
    transaction.get(applicationSubcollections.events(id)),
  ]);
  return { application, events: events.docs };
}

/**
 * The events of an application that name `from` as its candidate (logged after a merge moved it), read in a
 * transaction, each with the write that names `to` instead (an undo's; applied after its reads).
 */
export async function moveEventsBackIn(transaction: Transaction, applicationId: string, from: string, to: string) {
  const found = await transaction.get(applicationSubcollections.events(applicationId).where('candidate', '==', from));
  return found.docs.map((event) => ({
    path: event.ref.path,
    apply: () => transaction.update(event.ref, { candidate: to }),
  }));
}
