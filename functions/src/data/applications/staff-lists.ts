import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import type { ApplicationStatus } from '@hr-portal/contract';
import type { CursorPosition } from '../../lib/paging.js';
import { type ApplicationRecord } from './record.js';
import { collections } from '../../lib/collections.js';
import { records } from './applications.js';

// The applications staff list and count: by job, stage, status and flagged answers.

const applications = () => collections.applications();

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

/** How many applications a job has (shown when the job is deleted: they stay readable). */
export async function countApplicationsFor(jobId: string): Promise<number> {
  const result = await applications().where('job', '==', jobId).count().get();
  return result.data().count;
}

/** Applications still at Applied since before `cutoff`, the longest waiting first. */
/**
 * A job's applications that entered a stage between `from` (exclusive) and `cutoff`, longest there first (stage
 * rules: "stayed N days", a window the sweep moves along, so those reminded before never fill its page).
 */
export const stayedSinceQuery = (jobId: string, stage: string, cutoff: Date, from: Date) =>
  applications()
    .where('job', '==', jobId)
    .where('stage', '==', stage)
    .where('stageEnteredAt', '>', Timestamp.fromDate(from))
    .where('stageEnteredAt', '<=', Timestamp.fromDate(cutoff))
    .orderBy('stageEnteredAt');

export const waitingQuery = (cutoff: Date) =>
  applications()
    .where('status', '==', 'applied')
    .where('stageEnteredAt', '<=', Timestamp.fromDate(cutoff))
    .orderBy('stageEnteredAt');
