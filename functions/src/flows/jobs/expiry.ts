import { closeIfExpired, listDueToClose } from '../../data/jobs/jobs.js';

const BATCH = 200;

/**
 * The hourly close: every open job past its valid-through date is closed, each in a transaction that re-reads
 * it (a job reopened or extended meanwhile stays as it is) and records the audit entry with the system as actor.
 * Returns how many it closed.
 */
export async function closeExpiredJobs(now = Date.now()): Promise<number> {
  const today = new Date(now).toISOString().slice(0, 10);
  let closed = 0;
  for (const ref of await listDueToClose(today, BATCH)) if (await closeIfExpired(ref, now)) closed += 1;
  return closed;
}
