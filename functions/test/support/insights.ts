import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import type { ApplicationEventType } from '@hr-portal/contract';
import { db } from '../../src/lib/firebase.js';
import { appendEvent, type EventChange } from '../../src/lib/event-log.js';

/** One scripted event: when, what, and on whose application (ids made up by the test). */
export interface Scripted extends Omit<EventChange, 'type'> {
  type: ApplicationEventType;
  at: string;
}

/**
 * Writes a scripted history through the log's own writer, each application's events in their order (as the
 * API's transactions on an application would), applications interleaved. The trigger counts them.
 */
export async function writeHistory(jobId: string, histories: Record<string, Scripted[]>): Promise<string[]> {
  const ids = Object.keys(histories).map((candidate) => `${jobId}_${candidate}`);
  const longest = Math.max(...Object.values(histories).map((events) => events.length));
  for (let step = 0; step < longest; step += 1) {
    const batch = db().batch();
    for (const [candidate, events] of Object.entries(histories)) {
      const event = events[step];
      if (!event) continue;
      const { at, ...change } = event;
      appendEvent(
        batch,
        { applicationId: `${jobId}_${candidate}`, jobId, candidate },
        change,
        candidate,
        Timestamp.fromDate(new Date(at)),
      );
    }
    await batch.commit();
  }
  return ids;
}

/** Waits until the trigger has counted every event of these applications (it marks each one). */
export async function allCounted(applicationIds: string[], timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const logs = await Promise.all(
      applicationIds.map((id) => db().collection('applications').doc(id).collection('events').get()),
    );
    const events = logs.flatMap((log) => log.docs);
    if (events.every((event) => event.get('countedAt'))) return events.length;
    expect(Date.now() - started, 'the insights trigger counted every event in time').toBeLessThan(timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A bucket's counters without the zero leaves a moved first hire leaves behind, and its uid list as a set. */
export function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return [...value].sort();
  if (value && typeof value === 'object') {
    const kept = Object.entries(value as Record<string, unknown>)
      .map(([name, inner]) => [name, comparable(inner)] as const)
      .filter(([, inner]) => inner !== 0 && !(inner && typeof inner === 'object' && Object.keys(inner).length === 0));
    return Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b)));
  }
  return value;
}

/** The stored buckets of one job, by id (to compare with a rebuild). */
export async function storedBucketsOf(jobId: string): Promise<Map<string, Record<string, unknown>>> {
  const snapshot = await db().collection('insights').where('jobId', '==', jobId).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}
