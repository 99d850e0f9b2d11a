/**
 * Durations are kept as histograms, not lists: a bucket document stays small however many applications a busy
 * job has, and histograms add up across days, months and jobs. A duration is stored as its bin's lower edge,
 * so medians are exact to the bin: the hour under two days, six hours under a week, the day under 90 days,
 * weeks beyond (hours); the day under a year, weeks beyond (days).
 */
export type Histogram = Record<string, number>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const floorTo = (value: number, step: number) => Math.floor(value / step) * step;

/** The bin (lower edge, in hours) of a duration in milliseconds; negative durations count as zero. */
export function hoursBin(millis: number): number {
  const hours = Math.max(0, millis) / HOUR;
  if (hours < 48) return Math.floor(hours);
  if (hours < 168) return floorTo(hours, 6);
  if (hours < 90 * 24) return floorTo(hours, 24);
  return 90 * 24 + floorTo(hours - 90 * 24, 168);
}

/** The bin (lower edge, in days) of a duration in milliseconds. */
export function daysBin(millis: number): number {
  const days = Math.max(0, millis) / DAY;
  return days < 365 ? Math.floor(days) : 365 + floorTo(days - 365, 7);
}

/** How many samples a histogram holds. */
export const sampleCount = (histogram: Histogram): number =>
  Object.values(histogram).reduce((sum, count) => sum + count, 0);

/**
 * The p-quantile (0..1) of the samples, interpolated between the two nearest ranks (as spreadsheets' PERCENTILE
 * and numpy's default do); null without samples. Rounded to one decimal.
 */
export function quantile(histogram: Histogram, p: number): number | null {
  const bins = Object.entries(histogram)
    .map(([value, count]) => [Number(value), count] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = bins.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const position = p * (total - 1);
  const valueAt = (rank: number) => {
    let seen = 0;
    for (const [value, count] of bins) {
      seen += count;
      if (rank < seen) return value;
    }
    return bins[bins.length - 1]![0];
  };
  const low = valueAt(Math.floor(position));
  const high = valueAt(Math.ceil(position));
  return Math.round((low + (high - low) * (position - Math.floor(position))) * 10) / 10;
}

/** Adds `more` into `into` (both histograms). */
export function addHistogram(into: Histogram, more: Histogram): Histogram {
  for (const [bin, count] of Object.entries(more)) into[bin] = (into[bin] ?? 0) + count;
  return into;
}
