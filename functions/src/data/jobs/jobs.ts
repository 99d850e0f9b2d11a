import { FieldPath, Timestamp, type DocumentReference, type Query, type Transaction } from 'firebase-admin/firestore';
import { isExpired, JOB_FEED_FIELDS, type JobDto, type JobInput, type JobType } from '@hr-portal/contract';
import { newJobDefaults, slugOfTitle, titleSearchTerms, toJobDto } from './record.js';
import { db, FIRESTORE_CODES, isFirestoreCode } from '../../lib/firebase.js';
import { claimSlug, freeSlug, releaseSlug } from './slugs.js';
import type { Caller } from '../../lib/caller.js';
import { changedFields, recordAudit, SYSTEM_ACTOR } from '../../lib/audit.js';
import { queueWebhook } from '../../lib/webhook-outbox.js';
import type { CursorPosition } from '../../lib/paging.js';
import { collections } from '../../lib/collections.js';
import { isoOf } from '../../lib/timestamps.js';
import { runTransaction } from '../../lib/transactions.js';

export interface JobFilters {
  activeOnly: boolean;
  jobType?: JobType;
  remote?: boolean;
  department?: string;
  location?: string;
  tag?: string;
  /** One lower-case word that must appear in the title. */
  titleWord?: string;
}

const jobs = () => collections.jobs();

/**
 * Equality and array-contains filters, newest first. Each filter field has an index with createdAt DESC in
 * firestore.indexes.json; Firestore merges them for combined filters (checked by the index test).
 */
export function jobsQuery(filters: JobFilters): Query {
  let query: Query = jobs();
  if (filters.activeOnly) query = query.where('isActive', '==', true);
  if (filters.jobType) query = query.where('jobType', '==', filters.jobType);
  if (filters.remote !== undefined) query = query.where('remote', '==', filters.remote);
  if (filters.department) query = query.where('department', '==', filters.department);
  if (filters.location) query = query.where('location', '==', filters.location);
  if (filters.tag) query = query.where('tags', 'array-contains', filters.tag);
  else if (filters.titleWord) query = query.where('titleWords', 'array-contains', filters.titleWord);
  return query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

export async function listJobs(filters: JobFilters, limit: number, after: CursorPosition | null): Promise<JobDto[]> {
  let query = jobsQuery(filters).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  const snapshot = await query.get();
  return snapshot.docs.map(toJobDto).filter((job): job is JobDto => job !== null);
}

export async function findJob(id: string): Promise<JobDto | null> {
  return toJobDto(await jobs().doc(id).get());
}

/** Several jobs in one round trip, by id (missing ones are absent from the map). */
export async function findJobs(ids: string[]): Promise<Map<string, JobDto>> {
  if (ids.length === 0) return new Map();
  const snapshots = await db().getAll(...ids.map((id) => jobs().doc(id)));
  const found = snapshots.map(toJobDto).filter((job): job is JobDto => job !== null);
  return new Map(found.map((job) => [job._id, job]));
}

function storedFields(input: Partial<JobInput>) {
  return input.title === undefined ? input : { ...input, titleWords: titleSearchTerms(input.title) };
}

/** A job opening or closing, as webhooks tell it: the job's id, title and careers address name. */
function jobWebhook(
  type: 'job.published' | 'job.closed',
  id: string,
  fields: Record<string, unknown>,
  reason?: string,
) {
  const data = { jobId: id, title: String(fields.title ?? ''), slug: String(fields.slug ?? '') };
  return { type, data: reason ? { ...data, reason } : data, subject: null };
}

/** What the audit trail keeps of a job when it is created or deleted. */
function auditedJob(fields: Record<string, unknown>) {
  const { title, department, location, salary, jobType, isActive } = fields;
  return { title, department, location, salary, jobType, isActive };
}

/**
 * Creates the job with its careers slug (from the title, unique) and its audit entry in one batch. When another
 * job claims the same slug at the same moment, the batch fails and is tried again with the next free slug.
 */
export async function createJob(
  input: JobInput,
  actor: Caller,
  /** What else the new job starts with, written in its batch (its stage rules). */
  alsoWrite?: (batch: FirebaseFirestore.WriteBatch, jobId: string) => void,
): Promise<JobDto> {
  const now = Timestamp.now();
  const ref = jobs().doc();
  const base = slugOfTitle(input.title);
  for (let attempt = 0; ; attempt += 1) {
    const slug = await freeSlug(base, attempt);
    const job = {
      ...newJobDefaults(),
      ...storedFields(input),
      slug,
      postedBy: actor.uid,
      createdAt: now,
      updatedAt: now,
    };
    const batch = db().batch();
    batch.create(ref, job);
    claimSlug(batch, slug, ref.id);
    recordAudit(batch, {
      actor,
      action: 'job.created',
      target: { type: 'job', id: ref.id, label: input.title },
      before: null,
      after: auditedJob(job),
    });
    if (job.isActive === true) queueWebhook(batch, jobWebhook('job.published', ref.id, job), now);
    alsoWrite?.(batch, ref.id);
    try {
      await batch.commit();
      return (await findJob(ref.id))!;
    } catch (error) {
      if (!isFirestoreCode(error, FIRESTORE_CODES.alreadyExists) || attempt >= 5) throw error;
    }
  }
}

/** Updates the job if it exists. Applications keep the snapshot taken when they were made. */
export async function updateJob(id: string, changes: Partial<JobInput>, actor: Caller): Promise<JobDto | null> {
  const ref = jobs().doc(id);
  const updated = await runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    transaction.update(ref, { ...storedFields(changes), updatedAt: Timestamp.now() });
    const wasActive = snapshot.get('isActive') === true;
    if (changes.isActive !== undefined && changes.isActive !== wasActive) {
      const fields = { ...snapshot.data(), ...changes };
      queueWebhook(
        transaction,
        changes.isActive ? jobWebhook('job.published', id, fields) : jobWebhook('job.closed', id, fields, 'closed'),
      );
    }
    const { before, after } = changedFields(snapshot.data()!, changes);
    if (Object.keys(after).length > 0) {
      recordAudit(transaction, {
        actor,
        action: 'job.updated',
        target: { type: 'job', id, label: String(changes.title ?? snapshot.get('title') ?? '') },
        before,
        after,
      });
    }
    return true;
  });
  return updated ? findJob(id) : null;
}

export async function deleteJob(
  id: string,
  actor: Caller,
  /** What goes with the job, deleted in its transaction (its stage rules). */
  alsoDelete?: (transaction: Transaction) => void,
): Promise<boolean> {
  const ref = jobs().doc(id);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    transaction.delete(ref);
    alsoDelete?.(transaction);
    if (snapshot.get('isActive') === true)
      queueWebhook(transaction, jobWebhook('job.closed', id, snapshot.data()!, 'deleted'));
    const slug = snapshot.get('slug') as unknown;
    if (typeof slug === 'string' && slug) releaseSlug(transaction, slug);
    recordAudit(transaction, {
      actor,
      action: 'job.deleted',
      target: { type: 'job', id, label: String(snapshot.get('title') ?? '') },
      before: auditedJob(snapshot.data()!),
      after: null,
    });
    return true;
  });
}

/** A sitemap holds at most 50,000 addresses; far more open jobs than any one employer has. */
const SITEMAP_LIMIT = 5000;

/** Every open job's address and last change (only the fields the sitemap needs are fetched). */
export async function listOpenJobsForSitemap(): Promise<{ _id: string; slug: string; updatedAt: string | null }[]> {
  const snapshot = await collections
    .jobs()
    .where('isActive', '==', true)
    .orderBy('createdAt', 'desc')
    .select('slug', 'updatedAt', 'validThrough')
    .limit(SITEMAP_LIMIT)
    .get();
  return snapshot.docs
    .filter((doc) => !isExpired(doc.get('validThrough') as string | null))
    .map((doc) => ({ _id: doc.id, slug: String(doc.get('slug') || doc.id), updatedAt: isoOf(doc.get('updatedAt')) }));
}

/** Every open job for the job-board feeds, newest first, at most as many as the sitemap holds. */
export async function listOpenJobsForFeeds(): Promise<JobDto[]> {
  const snapshot = await collections
    .jobs()
    .where('isActive', '==', true)
    .orderBy('createdAt', 'desc')
    .select(...JOB_FEED_FIELDS)
    .limit(SITEMAP_LIMIT)
    .get();
  return snapshot.docs
    .filter((doc) => !isExpired(doc.get('validThrough') as string | null))
    .map(toJobDto)
    .filter((job): job is JobDto => job !== null);
}

/** Open jobs whose last day is before `today` (YYYY-MM-DD strings sort as dates). */
export const expiredJobsQuery = (today: string) =>
  collections.jobs().where('isActive', '==', true).where('validThrough', '<', today).orderBy('validThrough');

/** The first `limit` open jobs past their last day. */
export async function listDueToClose(today: string, limit: number): Promise<DocumentReference[]> {
  return (await expiredJobsQuery(today).limit(limit).get()).docs.map((doc) => doc.ref);
}

/** Closes one job if it is still open and past its last day, with its audit entry; true when it did. */
export async function closeIfExpired(ref: DocumentReference, now: number): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const job = await transaction.get(ref);
    const validThrough = job.get('validThrough') as string | null;
    if (!job.exists || job.get('isActive') !== true || !isExpired(validThrough, now)) return false;
    transaction.update(ref, { isActive: false, updatedAt: Timestamp.fromMillis(now) });
    queueWebhook(transaction, jobWebhook('job.closed', job.id, job.data()!, 'expired'));
    recordAudit(transaction, {
      actor: SYSTEM_ACTOR,
      action: 'job.expired',
      target: { type: 'job', id: job.id, label: String(job.get('title') ?? '') },
      before: { isActive: true, validThrough },
      after: { isActive: false },
    });
    return true;
  });
}

/** The job as a transaction reads it (null for none): flows that must see it unchanged until they commit. */
export async function jobIn(transaction: Transaction, id: string): Promise<JobDto | null> {
  return toJobDto(await transaction.get(jobs().doc(id)));
}
