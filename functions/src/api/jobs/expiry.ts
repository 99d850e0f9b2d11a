import { Timestamp } from 'firebase-admin/firestore';
import { isExpired } from '@hr-portal/contract';
import { recordAudit, SYSTEM_ACTOR } from '../../lib/audit.js';
import { db } from '../../lib/firebase.js';
import { collection } from '../../lib/collections.js';

const BATCH = 200;

/** Open jobs whose last day is before `today` (YYYY-MM-DD strings sort as dates). */
export const expiredJobsQuery = (today: string) =>
  collection('jobs').where('isActive', '==', true).where('validThrough', '<', today).orderBy('validThrough');

/**
 * The hourly close: every open job past its valid-through date is closed, each in a transaction that re-reads
 * it (a job reopened or extended meanwhile stays as it is) and records the audit entry with the system as actor.
 * Returns how many it closed.
 */
export async function closeExpiredJobs(now = Date.now()): Promise<number> {
  const today = new Date(now).toISOString().slice(0, 10);
  const due = await expiredJobsQuery(today).limit(BATCH).get();
  let closed = 0;
  for (const candidate of due.docs) {
    const done = await db().runTransaction(async (transaction) => {
      const job = await transaction.get(candidate.ref);
      const validThrough = job.get('validThrough') as string | null;
      if (!job.exists || job.get('isActive') !== true || !isExpired(validThrough, now)) return false;
      transaction.update(candidate.ref, { isActive: false, updatedAt: Timestamp.fromMillis(now) });
      recordAudit(transaction, {
        actor: SYSTEM_ACTOR,
        action: 'job.expired',
        target: { type: 'job', id: job.id, label: String(job.get('title') ?? '') },
        before: { isActive: true, validThrough },
        after: { isActive: false },
      });
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}
