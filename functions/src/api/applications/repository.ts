import { FieldPath, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { APPLICATION_MESSAGES, type ApplicationStatus, type StatusChange } from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { recordAudit } from '../../lib/audit.js';
import { db } from '../../lib/firebase.js';
import { dateOf, isoOf } from '../../lib/timestamps.js';
import { conflict } from '../../lib/errors.js';
import type { CursorPosition } from '../../lib/cursor.js';

export interface ApplicationRecord {
  id: string;
  jobId: string;
  jobSnapshot: { title: string; location: string; jobType: string };
  candidate: string;
  candidateEmail: string;
  resumeDocumentId: string;
  resumePath: string;
  status: ApplicationStatus;
  createdAt: Date | null;
  history: StatusChange[];
}

const applications = () => db().collection('applications');

/** One application per person and job: the id itself makes a second one impossible, even under races. */
export const applicationId = (jobId: string, uid: string) => `${jobId}_${uid}`;

const ALREADY_EXISTS = 6;

function toRecord(snapshot: DocumentSnapshot): ApplicationRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const history = Array.isArray(data.history) ? data.history : [];
  return {
    id: snapshot.id,
    jobId: String(data.job),
    jobSnapshot: {
      title: String(data.jobSnapshot?.title ?? ''),
      location: String(data.jobSnapshot?.location ?? ''),
      jobType: String(data.jobSnapshot?.jobType ?? ''),
    },
    candidate: String(data.candidate),
    candidateEmail: String(data.candidateEmail ?? ''),
    resumeDocumentId: String(data.resumeDocumentId ?? ''),
    resumePath: String(data.resumePath ?? ''),
    status: data.status as ApplicationStatus,
    createdAt: dateOf(data.createdAt),
    history: history.map((change: Record<string, unknown>) => ({
      from: (change.from ?? null) as ApplicationStatus | null,
      to: change.to as ApplicationStatus,
      by: String(change.by ?? ''),
      at: isoOf(change.at) ?? '',
    })),
  };
}

const records = (snapshots: DocumentSnapshot[]) =>
  snapshots.map(toRecord).filter((record): record is ApplicationRecord => record !== null);

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
  applications().where('candidate', '==', candidate).orderBy('createdAt', 'desc');

export async function listApplicationsOf(candidate: string, limit: number): Promise<ApplicationRecord[]> {
  const snapshot = await applicationsOfQuery(candidate).limit(limit).get();
  return records(snapshot.docs);
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
