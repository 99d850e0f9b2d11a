// Timing for the figure scripts (bench, load:apply): percentiles of measured runs, never pass/fail on time.

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `work` `warmup` times unmeasured, then `runs` times measured; p50 and p95 in milliseconds. */
export async function timed(work, runs, warmup) {
  for (let i = 0; i < warmup; i += 1) await work(i);
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work(i + warmup);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export const ms = (value) => `${value.toFixed(1)} ms`;
