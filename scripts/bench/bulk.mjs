// `npm run bench:bulk`: a bulk rejection of 1,000 applications (POST /api/application/bulk), in emulators of its
// own. Seeds one job with 1,000 applications at Applied, starts the job through the API in-process, runs it as the
// bulkJobRun trigger does (the same function, called here: the emulators started for this script have no
// Functions runtime), then releases the held rejection e-mails as the sweep does once the undo window has passed.
// Prints how long each part took and what was written. Figures only: nothing passes or fails.
import { Timestamp } from 'firebase-admin/firestore';
import { PORTS } from '../lib/emulator-env.mjs';
import { ensureFreshEmulators } from '../lib/with-emulators.mjs';
import { loadHarness } from './load-harness.mjs';
import { signedIn } from './seed.mjs';

await ensureFreshEmulators('scripts/bench/bulk.mjs', 'auth,firestore');

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 1_000);
process.env.RATE_LIMITS = 'off';
const harness = await loadHarness('bench-bulk');
const db = harness.db();
const now = Date.now();

const hrToken = await signedIn(harness.auth(), db, PORTS.auth, 'bench-hr', 'hr');
await db
  .collection('jobs')
  .doc('bench-bulk-job')
  .set({
    title: 'Bulk Bench Role',
    isActive: true,
    postedBy: 'bench-hr',
    createdAt: Timestamp.fromMillis(now - 86_400_000),
  });
const writer = db.bulkWriter();
for (let n = 0; n < APPLICATIONS; n += 1) {
  void writer.set(db.collection('applications').doc(`bench-bulk-job_bench-candidate-${n}`), {
    job: 'bench-bulk-job',
    jobSnapshot: { title: 'Bulk Bench Role', location: 'Berlin', jobType: 'full-time' },
    candidate: `bench-candidate-${n}`,
    candidateName: `Candidate ${n}`,
    candidateEmail: `candidate-${n}@bench.test`,
    status: 'applied',
    stage: 'applied',
    createdAt: Timestamp.fromMillis(now - n * 1000),
    stageEnteredAt: Timestamp.fromMillis(now - n * 1000),
    updatedAt: Timestamp.fromMillis(now - n * 1000),
  });
}
await writer.close();

const server = await new Promise((resolve) => {
  const listening = harness.createApp().listen(0, '127.0.0.1', () => resolve(listening));
});
const call = async (method, path, body) => {
  const response = await fetch(`http://127.0.0.1:${server.address().port}${path}`, {
    method,
    headers: { authorization: `Bearer ${hrToken}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
};
const reasons = await call('GET', '/api/settings/rejection-reasons');
const reason = reasons.body.reasons[0].id;

const started = performance.now();
const answer = await call('POST', '/api/application/bulk', {
  filter: { jobId: 'bench-bulk-job' },
  action: { type: 'reject', reason },
});
if (answer.status !== 202)
  throw new Error(`POST /api/application/bulk: ${answer.status} ${JSON.stringify(answer.body)}`);
const accepted = performance.now();
await harness.runBulkJob(answer.body.id);
const ran = performance.now();
const progress = await call('GET', `/api/application/bulk/${answer.body.id}`);
const released = performance.now();
const sweep = await harness.sweepBulk(now + 10 * 60_000);
const sent = performance.now();
const mail = await db.collection('mail').where('event', '==', 'stage_rejected').count().get();

console.table([
  { part: 'POST /api/application/bulk (1,000 by filter, checked)', seconds: ((accepted - started) / 1000).toFixed(1) },
  { part: 'the job: 1,000 rejections, e-mails held', seconds: ((ran - accepted) / 1000).toFixed(1) },
  { part: 'the sweep after the undo window: e-mails released', seconds: ((sent - released) / 1000).toFixed(1) },
]);
const { total, done, skipped, failed } = progress.body;
console.log(`outcomes: ${total} total, ${done} done, ${skipped} skipped, ${failed} failed`);
console.log(`held e-mails released: ${sweep.sent}; rejection e-mails in the outbox: ${mail.data().count}`);
console.log(`start to every application rejected: ${((ran - started) / 1000).toFixed(1)} s`);
server.close();
process.exit(0);
