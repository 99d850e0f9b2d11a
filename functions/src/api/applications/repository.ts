import { FieldPath, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { APPLICATION_MESSAGES, type ApplicationStatus } from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { recordAudit } from '../../lib/audit.js';
import { db } from '../../lib/firebase.js';
import { conflict } from '../../lib/errors.js';
import { deleteInBatches } from '../../lib/batches.js';
import type { CursorPosition } from '../../lib/paging.js';
import { toRecord, type ApplicationRecord } from './record.js';

export type { ApplicationRecord } from './record.js';

const applications = () => db().collection('applications');

/** One application per person and job: the id itself makes a second one impossible, even under races. */
export const applicationId = (jobId: string, uid: string) => `${jobId}_${uid}`;

const ALREADY_EXISTS = 6;

const records = (snapshots: DocumentSnapshot[]) =>
  snapshots.map(toRecord).filter((record): record is ApplicationRecord => record !== null);

/** How many applications a job has (shown when the job is deleted: they stay readable). */
export async function countApplicationsFor(jobId: string): Promise<number> {
  const result = await applications().where('job', '==', jobId).count().get();
  return result.data().count;
}

export async function createApplication(
  record: Omit<ApplicationRecord, 'createdAt' | 'history' | 'status'>,
): Promise<ApplicationRecord> {
  const now = Timestamp.now();
  try {
    await applications()
      .doc(record.id)
      .create({
        job: record.jobId,
        jobSnapshot: record.jobSnapshot,
        candidate: record.candidate,
        candidateEmail: record.candidateEmail,
        resumeDocumentId: record.resumeDocumentId,
        resumePath: record.resumePath,
        status: 'applied',
        createdAt: now,
        updatedAt: now,
        history: [{ from: null, to: 'applied', by: record.candidate, at: now }],
      });
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) throw conflict(APPLICATION_MESSAGES.alreadyApplied);
    throw error;
  }
  return (await findApplication(record.id))!;
}

export async function findApplication(id: string): Promise<ApplicationRecord | null> {
  return toRecord(await applications().doc(id).get());
}

export async function deleteApplication(id: string): Promise<void> {
  await applications().doc(id).delete();
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

/** True when the candidate has applied to at least one job (HR may then see their documents). */
export async function hasApplied(candidate: string): Promise<boolean> {
  return !(await applications().where('candidate', '==', candidate).limit(1).get()).empty;
}

export async function deleteApplicationRecords(ids: string[]): Promise<void> {
  await deleteInBatches(ids.map((id) => applications().doc(id)));
}

export interface ApplicationFilters {
  jobId?: string;
  status?: ApplicationStatus;
}

/** Staff listing, newest first; job and status filters each have an index with createdAt DESC. */
export function applicationsQuery(filters: ApplicationFilters): Query {
  let query: Query = applications();
  if (filters.jobId) query = query.where('job', '==', filters.jobId);
  if (filters.status) query = query.where('status', '==', filters.status);
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

/**
 * Sets the status and appends who changed it, from what, and when, with its audit entry, atomically.
 * Null when not found.
 */
export async function changeStatus(
  id: string,
  to: ApplicationStatus,
  actor: Caller,
): Promise<ApplicationStatus | null> {
  const ref = applications().doc(id);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const from = snapshot.get('status') as ApplicationStatus;
    if (from === to) return to;
    const now = Timestamp.now();
    const history = [...(snapshot.get('history') ?? []), { from, to, by: actor.uid, at: now }];
    transaction.update(ref, { status: to, updatedAt: now, history });
    recordAudit(transaction, {
      actor,
      action: 'application.status_changed',
      target: {
        type: 'application',
        id,
        label: `${snapshot.get('candidateEmail') ?? ''} · ${snapshot.get('jobSnapshot.title') ?? ''}`,
      },
      before: { status: from },
      after: { status: to },
    });
    return to;
  });
}
