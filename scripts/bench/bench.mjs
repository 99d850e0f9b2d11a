// `npm run bench`: seeds realistic volume into fresh emulators (500 users, 1,000 jobs, 20,000 applications),
// runs the Express app in-process and prints p50/p95 of the main endpoints next to a bare Firestore call doing
// the same work in the same run, then how list times change from 100 to 1,000 to 10,000 jobs, and the cold
// import time of the function module. Figures only: nothing here passes or fails on time.
import { PORTS } from '../lib/emulator-env.mjs';
import { ensureFreshEmulators } from '../lib/with-emulators.mjs';
import { loadHarness } from './load-harness.mjs';
import { coldStartTable } from './cold-start.mjs';
import { mainEndpoints } from './endpoints.mjs';
import { seedApplications, seedJobs, seedUsers, signedIn } from './seed.mjs';
import { ms, timed as timedRuns } from './timing.mjs';
import { insightsBench } from './insights.mjs';

// It writes 10,000 jobs: always in emulators of its own, never in the ones `npm start` keeps.
await ensureFreshEmulators('scripts/bench/bench.mjs', 'auth,firestore');

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
process.env.RATE_LIMITS = 'off';
const timed = (work, runs = RUNS) => timedRuns(work, runs, WARMUP);

// ---- the API in-process -------------------------------------------------------------------------------------
const harness = await loadHarness('bench');
const { Timestamp } = await import('firebase-admin/firestore');
const db = harness.db();
const auth = harness.auth();

const server = await new Promise((resolve) => {
  const listening = harness.createApp().listen(0, '127.0.0.1', () => resolve(listening));
});
const base = `http://127.0.0.1:${server.address().port}`;

async function call(method, path, token, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...headers },
    body,
  });
  await response.arrayBuffer();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status}`);
}

// ---- seed ---------------------------------------------------------------------------------------------------
const seedStart = performance.now();
const candidates = await seedUsers(auth, db, 500);
await seedJobs(db, Timestamp, 0, 100);
await seedApplications(db, Timestamp, candidates, 0, 100, 20);
const [adminToken, candidateToken] = await Promise.all([
  signedIn(auth, db, PORTS.auth, 'bench-admin', 'admin'),
  signedIn(auth, db, PORTS.auth, 'bench-candidate', 'candidate'),
]);
// The measured candidate has 20 applications, like a busy job seeker.
await seedApplications(db, Timestamp, ['bench-candidate'], 0, 20, 1);
console.log(
  `bench: seeded 500 users, 100 jobs, 2,020 applications in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);

// ---- scaling: jobs list and admin applications at 100, 1,000, 10,000 jobs -----------------------------------
const scaling = [];
async function measureLists(jobs, applications) {
  const jobsList = await timed(() => call('GET', '/api/job?limit=20', candidateToken), 30);
  const jobsBare = await timed(() => harness.jobsQuery({ activeOnly: true }).limit(20).get(), 30);
  const adminPage = await timed(() => call('GET', '/api/application?limit=50', adminToken), 30);
  const adminBare = await timed(() => harness.applicationsQuery({}).limit(50).get(), 30);
  scaling.push({
    jobs,
    applications,
    'jobs list p50': ms(jobsList.p50),
    'bare p50': ms(jobsBare.p50),
    'API overhead': ms(jobsList.p50 - jobsBare.p50),
    'admin applications p50': ms(adminPage.p50),
    'bare p50 ': ms(adminBare.p50),
    'API overhead ': ms(adminPage.p50 - adminBare.p50),
  });
}
await measureLists('100', '2,020');
await seedJobs(db, Timestamp, 100, 1000);
await seedApplications(db, Timestamp, candidates, 100, 1000, 20);
console.log('bench: now 1,000 jobs and 20,020 applications');

// ---- main endpoints at realistic volume ---------------------------------------------------------------------
const endpoints = await mainEndpoints({ harness, db, Timestamp, call, adminToken, candidateToken });

// The floor every endpoint pays: an HTTP round trip through Express with no token and no Firestore.
const floor = await timed(() => call('GET', '/api/health', candidateToken));
// What confirming a session costs: GET /api/me does nothing but the token check and the one users/{uid} read,
// which runs beside the local token verification and completes before the route.
const sessionChecked = await timed(() => call('GET', '/api/me', candidateToken));
const sessionRead = await timed(() => db.collection('users').doc('bench-candidate').get());

const table = [];
for (const endpoint of endpoints) {
  const api = await timed(endpoint.api);
  const bare = await timed(endpoint.bare);
  table.push({
    endpoint: endpoint.name,
    'API p50': ms(api.p50),
    'API p95': ms(api.p95),
    'bare p50': ms(bare.p50),
    'bare p95': ms(bare.p95),
    'ratio p50': `${(api.p50 / bare.p50).toFixed(2)}x`,
    'ratio p95': `${(api.p95 / bare.p95).toFixed(2)}x`,
  });
}

await measureLists('1,000', '20,020');
const insights = await insightsBench({ harness, db, Timestamp, call, adminToken, timed });
await seedJobs(db, Timestamp, 1000, 10000);
console.log('bench: now 10,000 jobs');
await measureLists('10,000', '20,020');
server.close();

const coldStart = coldStartTable();

console.log(
  `\nMain endpoints at 500 users, 1,000 jobs, 20,020 applications (${RUNS} runs each after ${WARMUP} warm-up):`,
);
console.table(table);
console.log(`HTTP floor (GET /api/health, no auth, no Firestore): p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)}`);
console.log(
  `Session check (GET /api/me: token verified + users/{uid} read, before any route code): p50 ${ms(sessionChecked.p50)}, ` +
    `p95 ${ms(sessionChecked.p95)}; over the floor p50 ${ms(sessionChecked.p50 - floor.p50)}, ` +
    `p95 ${ms(sessionChecked.p95 - floor.p95)}; bare users/{uid} read p50 ${ms(sessionRead.p50)}, p95 ${ms(sessionRead.p95)}`,
);
console.log(
  'List times as the data grows (30 runs each). Pages are cursor-paged, so the API adds the same overhead at every\n' +
    'size; the Firestore emulator has no real indexes and scans, so its own (bare) time grows with the collection.',
);
console.table(scaling);
console.log(
  'Insights (a year of moves for 22,020 applications, counters rebuilt from the log; reads as billed, session check included):',
);
console.table(insights.rows);
console.log(
  `Documents the insights trigger writes per event (buckets + the event's mark + a first hire's job document): ` +
    `mean ${insights.perEvent.mean}, median ${insights.perEvent.median}, max ${insights.perEvent.max}`,
);
console.log('Cold start (a fresh Node process importing the module):');
console.table(coldStart);
process.exit(0);
