// `npm run load:apply`: concurrent applies with the rate limits on, to see whether counting requests serializes
// one person's requests. Four scenarios: 20 users x 1 apply, 2 users x 10, 20 users x 10, each fired all at
// once, and 20 x 10 again beside other traffic (ten readers listing jobs until the applies are answered). Prints p50/p95/max per scenario and checks that every apply was stored exactly once and is in the person's
// search index. The app runs
// in-process (one instance, like one Cloud Run instance with concurrency 40) against the Auth and Firestore
// emulators: the Functions emulator starts a process per concurrent request, which would measure its own
// cold starts instead. LOAD_BASE=http://127.0.0.1:5000 sends every request through a running portal's Hosting
// emulator instead (`npm start`: the path browsers take, Functions emulator included). Loopback only; a fixed number of requests, each with a 70 s timeout, so it always stops
// by itself. Figures only: nothing passes or fails on time.
import { randomUUID } from 'node:crypto';
import { ensureEmulators } from '../lib/with-emulators.mjs';
import { loadHarness } from './load-harness.mjs';
import { percentile } from './timing.mjs';

await ensureEmulators('scripts/bench/load-apply.mjs');
delete process.env.RATE_LIMITS; // the deployed defaults
const { auth: authOf, createApp, db: dbOf, makePdf, multipart } = await loadHarness('load');
const auth = authOf();
const db = dbOf();
const server = process.env.LOAD_BASE
  ? null
  : await new Promise((resolve) => {
      const listening = createApp().listen(0, '127.0.0.1', () => resolve(listening));
    });
const BASE = process.env.LOAD_BASE ?? `http://127.0.0.1:${server.address().port}`;

const PASSWORD = 'load-test-password';
const run = randomUUID().slice(0, 8);

async function api(method, path, token, body, contentType = 'application/json') {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: contentType === 'application/json' ? JSON.stringify(body) : body,
    signal: AbortSignal.timeout(70_000),
  }).catch((error) => ({ status: error.name === 'TimeoutError' ? 'timeout' : 'network error', json: () => ({}) }));
  const json = await response.json().catch(() => ({}));
  return { status: response.status, json, ms: performance.now() - started };
}

/** A signed-in account made through the Admin SDK (sign-up per IP is rate limited), with one resume. */
async function account(role, index) {
  const email = `load-${run}-${role}-${index}@load.test`;
  const { uid } = await auth.createUser({ email, password: PASSWORD, emailVerified: true });
  await auth.setCustomUserClaims(uid, { role });
  await db.collection('users').doc(uid).set({ name: email, nameLower: email, email, role, emailVerified: true });
  const login = await api('POST', '/api/auth/login', '', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.json)}`);
  return { uid, token: login.json.token };
}

async function withResume(user) {
  const { body, contentType } = multipart('resume.pdf', makePdf('Load test resume'));
  const upload = await api('POST', '/api/document/upload', user.token, body, contentType);
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.json)}`);
  return { ...user, resume: upload.json._id };
}

const admin = await account('admin', 0);
const jobs = [];
for (let i = 0; i < 10; i++) {
  const created = await api('POST', '/api/job', admin.token, { title: `Load job ${run} ${i}`, isActive: true });
  if (created.status !== 201) throw new Error(`job: ${created.status} ${JSON.stringify(created.json)}`);
  jobs.push(created.json._id);
}

/** Ten readers listing jobs, one request after another each, until `done` settles; answers their statuses. */
async function readTraffic(token, done) {
  const statuses = {};
  let finished = false;
  void done.finally(() => (finished = true));
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (!finished) {
        const { status } = await api('GET', '/api/job?limit=20', token);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

const results = [];
for (const [users, each, besideReads] of [
  [20, 1, false],
  [2, 10, false],
  [20, 10, false],
  [20, 10, true],
]) {
  const people = [];
  for (let i = 0; i < users; i++)
    people.push(await withResume(await account('candidate', `${users}x${each}${besideReads ? 'r' : ''}-${i}`)));
  const started = performance.now();
  const applying = Promise.all(
    people.flatMap((person) =>
      jobs
        .slice(0, each)
        .map((job) => api('POST', `/api/application/${job}`, person.token, { resumeUrl: person.resume })),
    ),
  );
  const reads = besideReads ? readTraffic(admin.token, applying) : Promise.resolve(null);
  const answers = await applying;
  const wall = performance.now() - started;
  const readStatuses = await reads;
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const stored = await db
    .collection('applications')
    .where(
      'candidate',
      'in',
      people.map((person) => person.uid),
    )
    .get();
  const expected = users * each;
  // Each person's search index lists their applications (it takes them just after the apply's transaction).
  const indexes = await db.getAll(...people.map((person) => db.collection('searchIndex').doc(person.uid)));
  const indexed = indexes.reduce((sum, index) => sum + Object.keys(index.get('applications') ?? {}).length, 0);
  results.push({
    scenario: `${users} users x ${each}${besideReads ? ' beside reads' : ''}`,
    requests: expected,
    'p50 ms': Math.round(percentile(times, 50)),
    'p95 ms': Math.round(percentile(times, 95)),
    'max ms': Math.round(times.at(-1)),
    'all done ms': Math.round(wall),
    statuses: JSON.stringify(statuses),
    ...(readStatuses ? { 'reads beside': JSON.stringify(readStatuses) } : {}),
    stored: stored.size,
    indexed,
    'lost or doubled': stored.size === expected && statuses[201] === expected ? 'none' : 'YES',
  });
}
console.table(results);
server?.close();
const whole = results.every((row) => row['lost or doubled'] === 'none' && row.indexed === row.requests);
process.exit(whole ? 0 : 1);
