// `npm run bench`: seeds realistic volume into fresh emulators (500 users, 1,000 jobs, 20,000 applications),
// runs the Express app in-process and prints p50/p95 of the main endpoints next to a bare Firestore call doing
// the same work in the same run, then how list times change from 100 to 1,000 to 10,000 jobs, and the cold
// import time of the function module. Figures only: nothing here passes or fails on time.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PORTS, PROJECT_ID, ROOT } from './lib/emulator-env.mjs';
import { ensureFreshEmulators } from './lib/with-emulators.mjs';
import { loadHarness } from './bench/load-harness.mjs';
import { seedApplications, seedJobs, seedUsers } from './bench/seed.mjs';

// It writes 10,000 jobs: always in emulators of its own, never in the ones `npm start` keeps.
await ensureFreshEmulators('scripts/bench.mjs', 'auth,firestore');

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
process.env.RATE_LIMITS = 'off';

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

async function signedIn(uid, role) {
  const email = `${uid}@bench.test`;
  await auth.createUser({ uid, email, password: 'bench-password', displayName: uid });
  await auth.setCustomUserClaims(uid, { role });
  await db.collection('users').doc(uid).set({ name: uid, nameLower: uid, email, role, emailVerified: true });
  const response = await fetch(
    `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password', returnSecureToken: true }),
    },
  );
  const { idToken } = await response.json();
  if (!idToken) throw new Error(`bench: could not sign in ${email}`);
  return idToken;
}

// ---- timing -------------------------------------------------------------------------------------------------
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(work, runs = RUNS) {
  for (let i = 0; i < WARMUP; i += 1) await work(i);
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work(i + WARMUP);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const ms = (value) => `${value.toFixed(1)} ms`;

// ---- seed ---------------------------------------------------------------------------------------------------
const seedStart = performance.now();
const candidates = await seedUsers(auth, db, 500);
await seedJobs(db, Timestamp, 0, 100);
await seedApplications(db, Timestamp, candidates, 0, 100, 20);
const [adminToken, candidateToken] = await Promise.all([
  signedIn('bench-admin', 'admin'),
  signedIn('bench-candidate', 'candidate'),
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
const applicationIds = (await db.collection('applications').where('job', '==', 'bench-job-500').get()).docs.map(
  (doc) => doc.id,
);
const statuses = ['shortlisted', 'rejected', 'selected', 'applied'];
const pdf = harness.makePdf('Bench resume', 1024 * 1024);
const upload = harness.multipart('bench-resume.pdf', pdf);
const store = harness.fileStore();

const endpoints = [
  {
    name: 'jobs list (20, candidate)',
    api: () => call('GET', '/api/job?limit=20', candidateToken),
    bare: () => harness.jobsQuery({ activeOnly: true }).limit(20).get(),
  },
  {
    name: 'my applications (candidate)',
    api: () => call('GET', '/api/application/my', candidateToken),
    bare: () => harness.applicationsOfQuery('bench-candidate').limit(200).get(),
  },
  {
    name: 'admin applications page (50)',
    api: () => call('GET', '/api/application?limit=50', adminToken),
    bare: () => harness.applicationsQuery({}).limit(50).get(),
  },
  {
    name: 'status update',
    api: (i) =>
      call(
        'PATCH',
        `/api/application/${applicationIds[i % applicationIds.length]}/status`,
        adminToken,
        JSON.stringify({ status: statuses[Math.floor(i / applicationIds.length) % 4] }),
        { 'content-type': 'application/json' },
      ),
    // The same Firestore work in one transaction: read the application, write the status with its history,
    // and create the audit entry beside it.
    bare: (i) =>
      db.runTransaction(async (transaction) => {
        const ref = db.collection('applications').doc(applicationIds[i % applicationIds.length]);
        const snapshot = await transaction.get(ref);
        const now = Timestamp.now();
        const history = [...(snapshot.get('history') ?? []), { from: 'x', to: 'y', by: 'bench', at: now }];
        transaction.update(ref, { status: snapshot.get('status'), updatedAt: now, history });
        transaction.create(db.collection('auditLog').doc(), { action: 'application.status_changed', at: now });
      }),
  },
  {
    name: 'upload 1 MB PDF',
    api: () =>
      call('POST', '/api/document/upload', candidateToken, upload.body, { 'content-type': upload.contentType }),
    // Store the same bytes and write the same record, without parsing, checking or HTTP.
    bare: async (i) => {
      await store.put(`documents/bench-bare/${i}.pdf`, pdf, 'application/pdf');
      await db.collection('documents').add({ ownerId: 'bench-bare', fileName: `${i}.pdf`, size: pdf.length });
    },
  },
];

// The floor every endpoint pays: an HTTP round trip through Express with no token and no Firestore.
const floor = await timed(() => call('GET', '/api/health', candidateToken));

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
await seedJobs(db, Timestamp, 1000, 10000);
console.log('bench: now 10,000 jobs');
await measureLists('10,000', '20,020');
server.close();

// ---- cold start: importing the function module, and the modules it loads only when needed --------------------
function importTime(expression) {
  const script = `const t=performance.now();${expression};console.log((performance.now()-t).toFixed(1))`;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: join(ROOT, 'functions'),
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID, FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID }) },
    encoding: 'utf8',
  });
  if (result.status !== 0) return `failed: ${result.stderr.split('\n')[0]}`;
  return `${result.stdout.trim()} ms`;
}
const coldStart = [
  { module: 'lib/index.js (the deployed function)', 'import time': importTime("require('./lib/index.js')") },
  {
    module: 'pdfjs-dist (lazy: first upload)',
    'import time': importTime("await import('pdfjs-dist/legacy/build/pdf.mjs')"),
  },
  { module: 'busboy (lazy: first upload)', 'import time': importTime("require('busboy')") },
];

console.log(
  `\nMain endpoints at 500 users, 1,000 jobs, 20,020 applications (${RUNS} runs each after ${WARMUP} warm-up):`,
);
console.table(table);
console.log(`HTTP floor (GET /api/health, no auth, no Firestore): p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)}`);
console.log(
  'List times as the data grows (30 runs each). Pages are cursor-paged, so the API adds the same overhead at every\n' +
    'size; the Firestore emulator has no real indexes and scans, so its own (bare) time grows with the collection.',
);
console.table(scaling);
console.log('Cold start (a fresh Node process importing the module):');
console.table(coldStart);
process.exit(0);
