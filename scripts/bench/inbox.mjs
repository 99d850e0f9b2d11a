// `npm run bench:inbox`: "Needs you" (GET /api/inbox) at 20,000 applications, in emulators of its own. Seeds the
// applications (most waiting at Applied for days), and for the admin measured: 300 panel seats, 300 offers awaiting
// approval, 200 overdue onboarding tasks, 300 open duplicate pairs, 300 failed e-mails and webhook deliveries and
// 100 privacy requests due. Prints p50/p95 of the inbox through the
// API in-process next to the session alone (GET /api/me) and the bare indexed query behind one kind, and the reads
// one call costs as Firestore bills them. Figures only: nothing passes or fails.
import { Timestamp } from 'firebase-admin/firestore';
import { PORTS } from '../lib/emulator-env.mjs';
import { ensureFreshEmulators } from '../lib/with-emulators.mjs';
import { loadHarness } from './load-harness.mjs';
import { signedIn } from './seed.mjs';
import { ms, timed } from './timing.mjs';

await ensureFreshEmulators('scripts/bench/inbox.mjs', 'auth,firestore');

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const QUEUE = 300;
process.env.RATE_LIMITS = 'off';

const harness = await loadHarness('bench-inbox');
const db = harness.db();
const DAY = 86_400_000;
const now = Date.now();
const ago = (days) => Timestamp.fromMillis(now - days * DAY);

const adminToken = await signedIn(harness.auth(), db, PORTS.auth, 'bench-admin', 'admin');
const seedStart = performance.now();
const writer = db.bulkWriter();
for (let n = 0; n < APPLICATIONS; n += 1) {
  const id = `bench-job-${n % 100}_bench-candidate-${n}`;
  void writer.set(db.collection('applications').doc(id), {
    job: `bench-job-${n % 100}`,
    jobId: `bench-job-${n % 100}`,
    jobSnapshot: { title: `Bench Role ${n % 100}`, location: 'Berlin', jobType: 'full-time' },
    candidate: `bench-candidate-${n}`,
    candidateName: `Candidate ${n}`,
    candidateEmail: `candidate-${n}@bench.test`,
    status: n % 4 === 0 ? 'shortlisted' : 'applied',
    stage: n % 4 === 0 ? 'interview' : 'applied',
    createdAt: ago(1 + (n % 60)),
    stageEnteredAt: ago(1 + (n % 60)),
  });
  if (n < QUEUE) {
    void writer.set(db.collection('applications').doc(id).collection('interviewers').doc('bench-admin'), {
      uid: 'bench-admin',
      applicationId: id,
      assignedAt: ago(n % 30),
      submitted: n % 3 === 0,
      reminded: false,
    });
    void writer.set(db.collection('offers').doc(`bench-offer-${n}`), {
      applicationId: id,
      jobId: `bench-job-${n % 100}`,
      jobTitle: `Bench Role ${n % 100}`,
      candidate: `bench-candidate-${n}`,
      candidateName: `Candidate ${n}`,
      candidateEmail: `candidate-${n}@bench.test`,
      status: 'pending_approval',
      submittedAt: ago(n % 10),
    });
    void writer.set(db.collection('duplicatePairs').doc(`bench-pair-${n}`), {
      uids: [`bench-candidate-${n}`, `bench-candidate-${n + 1}`],
      status: 'open',
      foundAt: ago(n % 10),
    }); // E-mail the extension gave up on, and webhook deliveries that used up their attempts.
    void writer.set(db.collection('mail').doc(`bench-mail-${n}`), {
      to: [`candidate-${n}@bench.test`],
      message: { subject: `Bench message ${n}`, text: 'x' },
      applicationId: id,
      createdAt: ago(n % 10),
      delivery: { state: 'ERROR', attempts: 3, error: 'bench' },
    });
    void writer.set(db.collection('webhookDeliveries').doc(`bench-delivery-${n}`), { state: 'failed' });
  }
  if (n < 100) {
    void writer.set(db.collection('privacyRequests').doc(`bench-request-${n}`), {
      type: n % 2 === 0 ? 'export' : 'erasure',
      person: `bench-candidate-${n}`,
      status: 'open',
      receivedAt: ago(20 + (n % 10)),
      dueAt: ago((n % 5) - 3),
    });
  }
  if (n < 200) {
    void writer.set(db.collection('onboardingTasks').doc(`bench-task-${n}`), {
      planId: `bench-plan-${n}`,
      title: `Task ${n}`,
      ownerUid: 'bench-admin',
      status: 'open',
      dueDate: new Date(now - (1 + (n % 20)) * DAY).toISOString().slice(0, 10),
    });
  }
  if (n % 5000 === 4999) {
    await writer.flush();
    process.stdout.write(`\rbench:inbox: seeded ${n + 1} applications`);
  }
}
await writer.close();
console.log(
  `\rbench:inbox: seeded ${APPLICATIONS} applications and the admin's queues in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
);

const server = await new Promise((resolve) => {
  const listening = harness.createApp().listen(0, '127.0.0.1', () => resolve(listening));
});
const base = `http://127.0.0.1:${server.address().port}`;
async function get(path) {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

harness.installReadMeter();
const before = harness.readMeter.total;
const inbox = await get('/api/inbox');
const reads = harness.readMeter.total - before;
const session = await timed(() => get('/api/me'), RUNS, 5);
const api = await timed(() => get('/api/inbox'), RUNS, 5);
const bare = await timed(
  () =>
    harness
      .waitingQuery(new Date(now - 3 * DAY))
      .limit(3)
      .get(),
  RUNS,
  5,
);
console.table([
  { call: 'GET /api/me (the session alone)', p50: ms(session.p50), p95: ms(session.p95) },
  { call: 'GET /api/inbox (admin, every kind)', p50: ms(api.p50), p95: ms(api.p95) },
  { call: 'bare indexed query (applications waiting, 3)', p50: ms(bare.p50), p95: ms(bare.p95) },
]);
console.log(
  `inbox: ${inbox.items.length} items, counts ${JSON.stringify(inbox.counts)}; ${reads} reads for one call (as billed)`,
);
console.log(`inbox p95 / bare query p95: ${(api.p95 / bare.p95).toFixed(1)}x`);
server.close();
process.exit(0);
