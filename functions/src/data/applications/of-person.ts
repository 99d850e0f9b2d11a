import { FieldPath, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { CursorPosition } from '../../lib/paging.js';
import { type ApplicationRecord } from './record.js';
import { collections } from '../../lib/collections.js';
import { inFilterGroups } from '../../lib/in-filter.js';
import { dateOf } from '../../lib/timestamps.js';
import { records } from './applications.js';

// One person's applications: their list, what they applied to, and what retention and merging read of them.

const applications = () => collections.applications();
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

/** The applications a person's tags are copied to (the newest 400: one transaction writes at most 500). */
export const TAGGED_APPLICATIONS = 400;

/** The ids of the person's newest applications, as a transaction reads them. */
export async function applicationIdsOfIn(transaction: Transaction, candidate: string): Promise<string[]> {
  const page = await transaction.get(applicationsOfQuery(candidate).select().limit(TAGGED_APPLICATIONS));
  return page.docs.map((doc) => doc.id);
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
