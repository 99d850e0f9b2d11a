import { bucketId, type BucketKey } from '../../data/insights/record.js';

const DAY = 86_400_000;

/**
 * The buckets that cover the days `from`..`to` (UTC midnights, both included) for one job or all (null): a
 * month wholly inside the range is its month bucket, a month cut by either end is its days.
 */
export function bucketsCovering(jobId: string | null, from: number, to: number): string[] {
  const ids: string[] = [];
  const start = new Date(from);
  for (
    let month = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1);
    month <= to;
    month = Date.UTC(new Date(month).getUTCFullYear(), new Date(month).getUTCMonth() + 1, 1)
  ) {
    const monthStart = new Date(month);
    const next = Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1);
    if (month >= from && next - DAY <= to) {
      ids.push(bucketId({ jobId, period: 'month', date: monthStart.toISOString().slice(0, 7) }));
      continue;
    }
    for (let day = Math.max(month, from); day < next && day <= to; day += DAY) {
      const key: BucketKey = { jobId, period: 'day', date: new Date(day).toISOString().slice(0, 10) };
      ids.push(bucketId(key));
    }
  }
  return ids;
}
