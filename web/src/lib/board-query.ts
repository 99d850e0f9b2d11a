import {
  collection,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';

/*
 * The board's queries, built here with no side effects so the index test (functions/test/indexes.test.ts)
 * checks the very query the browser runs against firestore.indexes.json.
 */

/** One stage of a job; with `meetsOnly`, only applications whose answers meet every knockout rule. */
const stageFilters = (jobId: string, stage: string, meetsOnly: boolean): QueryConstraint[] => [
  where('job', '==', jobId),
  where('stage', '==', stage),
  ...(meetsOnly ? [where('meetsMustHaves', '==', true)] : []),
];

/** The newest `size` applications in one stage of a job (indexes: job, stage, meetsMustHaves each + createdAt DESC). */
export const stageColumnQuery = (firestore: Firestore, jobId: string, stage: string, size: number, meetsOnly = false) =>
  query(
    collection(firestore, 'applications'),
    ...stageFilters(jobId, stage, meetsOnly),
    orderBy('createdAt', 'desc'),
    limit(size),
  );

/** Every application in one stage of a job, for its count. */
export const stageCountQuery = (firestore: Firestore, jobId: string, stage: string, meetsOnly = false) =>
  query(collection(firestore, 'applications'), ...stageFilters(jobId, stage, meetsOnly));

/**
 * The applications in a job's stage made after a time, for "new since you last looked" (counted). Ordered like a
 * column (createdAt DESC) so the column's indexes serve the range too.
 */
export const newSinceQuery = (firestore: Firestore, jobId: string, stage: string, since: number) =>
  query(
    collection(firestore, 'applications'),
    ...stageFilters(jobId, stage, false),
    where('createdAt', '>', Timestamp.fromMillis(since)),
    orderBy('createdAt', 'desc'),
  );
