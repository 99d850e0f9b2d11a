import { isSafeId } from '../../lib/ids.js';
import { findJobs } from '../../data/jobs/jobs.js';
import { addCounters, groupByBucket } from './buckets.js';
import { contributionOf, fillIncrement, isEarlierHire, type Increment, type JobShape } from './contribution.js';
import { jobShapeOf } from './count.js';
import { storeRebuild, type StoredRebuild } from '../../data/insights/rebuild.js';
import { readLog, type LogEntry } from '../../data/applications/events.js';
import { tree, type Counters, type Tree } from '../../data/insights/record.js';

// Every counter recomputed from the log: `npm run insights:rebuild`, and the proof that the counted ones agree.

export interface RebuiltInsights extends StoredRebuild {
  events: number;
}

function byApplication(entries: LogEntry[]): LogEntry[][] {
  const grouped = new Map<string, LogEntry[]>();
  for (const entry of entries) {
    if (!grouped.has(entry.applicationId)) grouped.set(entry.applicationId, []);
    grouped.get(entry.applicationId)!.push(entry);
  }
  return [...grouped.values()];
}

/**
 * Replays the log (the whole of it, or one job's) through the contributions the trigger counts, in log order:
 * what every counter must be. Nothing is written.
 */
export async function rebuildInsights(jobId?: string): Promise<RebuiltInsights> {
  // An event that names no job (none the API writes) adds nothing, as when the trigger counts it.
  const all = await readLog(jobId);
  const log = all.filter((entry) => isSafeId(entry.jobId));
  const jobIds = [...new Set(log.map((entry) => entry.jobId))];
  const found = await findJobs(jobIds);
  const shapes = new Map<string, JobShape>(jobIds.map((id) => [id, jobShapeOf(found.get(id) ?? null)]));
  const perJob = new Map<string, { increments: Increment[] }>(jobIds.map((id) => [id, { increments: [] }]));
  const firstHires: RebuiltInsights['firstHires'] = new Map();
  for (const entries of byApplication(log)) {
    const events = entries.map((entry) => entry.event).sort((a, b) => (a.id < b.id ? -1 : 1));
    const job = entries[0]!.jobId;
    const shape = shapes.get(job)!;
    events.forEach((event, index) => {
      const contribution = contributionOf(event, events.slice(0, index), shape);
      perJob.get(job)!.increments.push(...contribution.increments);
      const known = firstHires.get(job);
      if (contribution.hireAt !== undefined && isEarlierHire(contribution.hireAt, known?.firstHireAt ?? null)) {
        firstHires.set(job, { firstHireAt: contribution.hireAt, postedAt: shape.postedAt });
      }
    });
  }
  for (const [job, { firstHireAt }] of firstHires) {
    const fill = fillIncrement(shapes.get(job)!, firstHireAt, 1);
    if (fill) perJob.get(job)!.increments.push(fill);
  }
  const buckets: RebuiltInsights['buckets'] = new Map();
  for (const [job, { increments }] of perJob) {
    for (const [id, { key, deltas }] of groupByBucket(job, increments)) {
      if (!buckets.has(id)) buckets.set(id, { key, counters: tree<Counters>(), interviewerUids: [] });
      const bucket = buckets.get(id)!;
      addCounters(bucket.counters as Tree, deltas as Tree);
      const named = Object.keys(deltas.interviewers ?? {});
      bucket.interviewerUids = [...new Set([...bucket.interviewerUids, ...named])].sort();
    }
  }
  const uncounted = all
    .filter((entry) => !entry.counted)
    .map((entry) => ({ applicationId: entry.applicationId, eventId: entry.event.id }));
  return { buckets, firstHires, uncounted, events: all.length };
}

/**
 * Rebuilds and stores every counter. Run it when no one is hiring that minute: an event its trigger counts
 * between the replay's read and these writes is lost until the next rebuild.
 */
export async function writeRebuild(): Promise<{ events: number; buckets: number; failed: number }> {
  const rebuilt = await rebuildInsights();
  const failed = await storeRebuild(rebuilt);
  return { events: rebuilt.events, buckets: rebuilt.buckets.size, failed };
}
