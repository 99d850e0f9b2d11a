import type { Increment } from './contribution.js';
import {
  bucketId,
  tree,
  type BucketDeltas,
  type BucketKey,
  type Counters,
  type Tree,
} from '../../data/insights/record.js';

// Counters in memory: which buckets an increment changes, and sums of buckets.

export const dayOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);
export const monthOf = (millis: number) => new Date(millis).toISOString().slice(0, 7);

/** The four buckets a counter on `at` belongs to: the job's day and month, and all jobs' day and month. */
export function bucketsOf(jobId: string, at: number): BucketKey[] {
  const day = dayOf(at);
  const month = monthOf(at);
  return [
    { jobId, period: 'day', date: day },
    { jobId, period: 'month', date: month },
    { jobId: null, period: 'day', date: day },
    { jobId: null, period: 'month', date: month },
  ];
}

/** The map under `name`, made when there is none. */
function childOf(node: Tree, name: string): Tree {
  const child = node[name];
  if (typeof child === 'object') return child;
  const made = tree();
  node[name] = made;
  return made;
}

/** Sets `value` (default 0) + `by` at `path` inside `into`, making the maps on the way. */
function addAt(into: Tree, path: readonly string[], by: number): void {
  let node = into;
  for (const part of path.slice(0, -1)) {
    node = childOf(node, part);
  }
  const leaf = path[path.length - 1]!;
  const value = node[leaf];
  node[leaf] = (typeof value === 'number' ? value : 0) + by;
}

/** The increments of one event, grouped by the bucket document they change: id -> key and counter deltas. */
export function groupByBucket(jobId: string, increments: readonly Increment[]): BucketDeltas {
  const grouped: BucketDeltas = new Map();
  for (const increment of increments) {
    for (const key of bucketsOf(jobId, increment.at)) {
      const id = bucketId(key);
      if (!grouped.has(id)) grouped.set(id, { key, deltas: tree<Counters>() });
      addAt(grouped.get(id)!.deltas as Tree, increment.path, increment.by);
    }
  }
  return grouped;
}

/** Adds every counter of `more` into `into` (sums buckets; leaves are numbers at any depth). */
export function addCounters(into: Tree, more: Tree): void {
  for (const [name, value] of Object.entries(more)) {
    const have = into[name];
    if (typeof value === 'number') into[name] = (typeof have === 'number' ? have : 0) + value;
    else addCounters(childOf(into, name), value);
  }
}
