import { collection, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';

/*
 * The board's queries, built here with no side effects so the index test (functions/test/indexes.test.ts)
 * checks the very query the browser runs against firestore.indexes.json.
 */

/** The newest `size` applications in one stage of a job (index: job + stage + createdAt DESC). */
export const stageColumnQuery = (firestore: Firestore, jobId: string, stage: string, size: number) =>
  query(
    collection(firestore, 'applications'),
    where('job', '==', jobId),
    where('stage', '==', stage),
    orderBy('createdAt', 'desc'),
    limit(size),
  );

/** Every application in one stage of a job, for its count. */
export const stageCountQuery = (firestore: Firestore, jobId: string, stage: string) =>
  query(collection(firestore, 'applications'), where('job', '==', jobId), where('stage', '==', stage));
