import type { Histogram } from './histogram.js';

/**
 * Where counters live: one document per job and day, per job and month, and the same for all jobs together
 * (`insights/{job id or all}__{d|m}_{date}`). A range of whole months reads the month documents; only the
 * partial months at its ends read days. So a year of all jobs is about 13 month reads and at most 60 day reads.
 */
export type Period = 'day' | 'month';

export interface BucketKey {
  /** null: all jobs. */
  jobId: string | null;
  period: Period;
  /** YYYY-MM-DD or YYYY-MM (UTC). */
  date: string;
}

export const bucketId = ({ jobId, period, date }: BucketKey) =>
  `${jobId ?? 'all'}__${period === 'day' ? 'd' : 'm'}_${date}`;

/** The fields that say which bucket a document is (for queries and for people reading the database). */
export const bucketFields = (key: BucketKey) => ({ jobId: key.jobId, period: key.period, date: key.date });

/** The counters of a bucket (and of a sum of buckets). Every leaf is a number. */
export interface Counters {
  /** Cohort (applied on the bucket's dates): applications that reached the stage or a later one. */
  funnel?: Record<string, number>;
  /** Cohort: per source. */
  sources?: Record<string, { applications?: number; interviews?: number; hires?: number }>;
  /** Left the stage on the bucket's dates: hours spent in it. */
  stageHours?: Record<string, Histogram>;
  rejections?: Record<string, number>;
  /** Hired on the bucket's dates: days from applying. */
  hireDays?: Histogram;
  /** A job first filled on the bucket's dates: days from posting. */
  fillDays?: Histogram;
  interviewers?: Record<string, { assigned?: number; submitted?: number; overdue?: number }>;
  /** Offers sent (approved), accepted and declined on the bucket's dates. */
  offers?: { sent?: number; accepted?: number; declined?: number };
  /** Accepted on the bucket's dates: hours from the offer being sent. */
  acceptHours?: Histogram;
}

/** The counter names a bucket document holds (its other fields say which bucket it is). */
export const COUNTER_FIELDS = [
  'funnel',
  'sources',
  'stageHours',
  'rejections',
  'hireDays',
  'fillDays',
  'interviewers',
  'offers',
  'acceptHours',
] as const;

/**
 * Counters in memory are trees of plain maps without a prototype, so any name a stage, reason, source or uid may
 * have (constructor, __proto__, toString ...) is a key like any other: `tree[name]` is only ever what was put there.
 */
export interface Tree {
  [name: string]: number | Tree;
}
export const tree = <T = Tree>(): T => Object.create(null) as T;

/**
 * Names as stored in Firestore, which reserves map keys of the form __x__: those, and names starting with %, are
 * stored with a % in front (one-to-one, and every other name, so all data stored so far, is unchanged).
 */
export const storedKey = (name: string) => (/^%|^__.*__$/.test(name) ? `%${name}` : name);
const nameOfStored = (key: string) => (key.startsWith('%') ? key.slice(1) : key);

/** A stored map as a tree (names decoded); anything not a map or number is left out. */
function treeOf(stored: Record<string, unknown>): Tree {
  const node = tree();
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value === 'number') node[nameOfStored(key)] = value;
    else if (value && typeof value === 'object') node[nameOfStored(key)] = treeOf(value as Record<string, unknown>);
  }
  return node;
}

/**
 * A tree as Firestore stores it: names encoded, each leaf through `leaf` (a number, or an atomic increment). An
 * empty map is left out: merged into a stored document, it would replace the stored map with an empty one.
 */
export function toStored(node: Tree, leaf: (value: number) => unknown = (value) => value): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node)) {
    if (typeof value === 'number') stored[storedKey(name)] = leaf(value);
    else if (Object.keys(value).length > 0) stored[storedKey(name)] = toStored(value, leaf);
  }
  return stored;
}

/** The counters of a stored bucket document. */
export function countersOf(data: Record<string, unknown> | undefined): Counters {
  const counters = tree();
  for (const field of COUNTER_FIELDS) {
    const value = data?.[field];
    if (value && typeof value === 'object') counters[field] = treeOf(value as Record<string, unknown>);
  }
  return counters as Counters;
}

/** What a count writes: per bucket document, its key and counter deltas. */
export type BucketDeltas = Map<string, { key: BucketKey; deltas: Counters }>;
