import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { collections } from '../../lib/collections.js';
import { markEventCounted } from '../../lib/event-log.js';
import { bucketFields, toStored, type Tree, type BucketKey, type Counters } from './record.js';

export interface StoredRebuild {
  buckets: Map<string, { key: BucketKey; counters: Counters; interviewerUids: string[] }>;
  firstHires: Map<string, { firstHireAt: number; postedAt: number | null }>;
  uncounted: { applicationId: string; eventId: string }[];
}

/**
 * Replaces every bucket and first hire by the rebuild's (stale ones go) and marks the events no trigger counted
 * yet as counted. Answers how many writes failed (an event erased since it was read cannot be marked).
 */
export async function storeRebuild({ buckets, firstHires, uncounted }: StoredRebuild): Promise<number> {
  const writer = db().bulkWriter();
  let failed = 0;
  const track = (write: Promise<unknown> | void) =>
    void write?.catch(() => {
      failed += 1;
    });
  // Events are marked first: a trigger counting one of them now finds the mark and adds nothing on top of the
  // buckets written next (which include it).
  for (const { applicationId, eventId } of uncounted) track(markEventCounted(writer, applicationId, eventId));
  await writer.flush();
  const [storedBuckets, storedJobs] = await Promise.all([
    collections.insights().select().get(),
    collections.insightsJobs().select().get(),
  ]);
  for (const doc of storedBuckets.docs) if (!buckets.has(doc.id)) track(writer.delete(doc.ref));
  for (const doc of storedJobs.docs) if (!firstHires.has(doc.id)) track(writer.delete(doc.ref));
  for (const [id, { key, counters, interviewerUids }] of buckets) {
    const named = interviewerUids.length > 0 ? { interviewerUids } : {};
    track(
      writer.set(collections.insights().doc(id), { ...bucketFields(key), ...toStored(counters as Tree), ...named }),
    );
  }
  for (const [jobId, { firstHireAt, postedAt }] of firstHires) {
    const state = { firstHireAt: Timestamp.fromMillis(firstHireAt), postedAt };
    track(writer.set(collections.insightsJobs().doc(jobId), state));
  }
  await writer.close();
  return failed;
}
