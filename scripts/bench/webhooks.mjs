// `npm run bench:webhooks`: webhooks with 3 endpoints, in emulators of its own (auth, firestore and functions, whose
// triggers deliver). Prints what a change pays at the API for queuing its event (a job created with and without
// endpoints), the time from the API's answer to each endpoint receiving the event, and deliveries per second when
// 60 jobs are created at once (180 deliveries). Figures only: nothing passes or fails.
import { createServer } from 'node:http';
import { PORTS } from '../lib/emulator-env.mjs';
import { ensureFreshEmulators } from '../lib/with-emulators.mjs';
import { loadHarness } from './load-harness.mjs';
import { signedIn } from './seed.mjs';
import { ms, percentile, timed } from './timing.mjs';

await ensureFreshEmulators('scripts/bench/webhooks.mjs', 'auth,firestore,functions');
process.env.RATE_LIMITS = 'off';

const ENDPOINTS = 3;
const SEQUENTIAL = Number(process.env.BENCH_RUNS ?? 30);
const BURST = 60;

const harness = await loadHarness('bench-webhooks');
const db = harness.db();
const admin = await signedIn(harness.auth(), db, PORTS.auth, 'bench-admin', 'admin');
const server = await new Promise((resolve) => {
  const listening = harness.createApp().listen(0, '127.0.0.1', () => resolve(listening));
});
const base = `http://127.0.0.1:${server.address().port}`;
const call = async (method, path, body) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
};

/** A receiver noting when each job's event arrived. */
async function receiver() {
  const arrivals = new Map();
  const listening = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { type, data } = JSON.parse(body);
      if (type === 'job.published') arrivals.set(data.jobId, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${listening.address().port}/hook`, arrivals, close: () => listening.close() };
}

let counter = 0;
const createJob = () => call('POST', '/api/job', { title: `Bench webhook job ${(counter += 1)}` });

// 1. What the API request pays: a job with no endpoint at all, then with three (the outbox write is the same).
const without = await timed(createJob, SEQUENTIAL, 5);
const receivers = await Promise.all(Array.from({ length: ENDPOINTS }, receiver));
for (const target of receivers)
  await call('POST', '/api/integrations/webhooks', { url: target.url, events: ['job.published'] });
const withEndpoints = await timed(createJob, SEQUENTIAL, 5);

async function allArrived(jobIds, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (jobIds.every((id) => receivers.every((target) => target.arrivals.has(id)))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

// 2. From the API's answer to each endpoint's receipt, one job at a time.
const latencies = [];
for (let i = 0; i < SEQUENTIAL; i += 1) {
  const job = await createJob();
  const done = performance.now();
  await allArrived([job._id]);
  for (const target of receivers) latencies.push(target.arrivals.get(job._id) - done);
}
latencies.sort((a, b) => a - b);

// 3. A burst: 60 jobs created at once, 180 deliveries.
const burstStarted = performance.now();
const burst = await Promise.all(Array.from({ length: BURST }, createJob));
const ids = burst.map((job) => job._id);
const complete = await allArrived(ids);
const last = Math.max(...ids.flatMap((id) => receivers.map((target) => target.arrivals.get(id) ?? performance.now())));
const seconds = (last - burstStarted) / 1000;

console.log('\nWebhooks, 3 endpoints (emulators: Firestore, the Functions emulator delivering)');
console.log(`POST /api/job, no endpoint:        p50 ${ms(without.p50)}, p95 ${ms(without.p95)}`);
console.log(`POST /api/job, 3 endpoints:        p50 ${ms(withEndpoints.p50)}, p95 ${ms(withEndpoints.p95)}`);
console.log(
  `added per event at the API:        p50 ${ms(withEndpoints.p50 - without.p50)} (the outbox write is in the change's batch either way)`,
);
console.log(
  `answer -> endpoint received:       p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} (${latencies.length} deliveries)`,
);
console.log(
  `burst of ${BURST} jobs (${BURST * ENDPOINTS} deliveries): ${complete ? '' : 'NOT ALL ARRIVED, '}${seconds.toFixed(1)} s, ${(
    (BURST * ENDPOINTS) /
    seconds
  ).toFixed(1)} deliveries/s`,
);
for (const target of receivers) target.close();
server.close();
process.exit(0);
