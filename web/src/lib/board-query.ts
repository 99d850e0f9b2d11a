import { collection, limit, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';

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
