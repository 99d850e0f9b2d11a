// `npm run probe:board`: a job with 2,000 applications spread over its stages, opened on the pipeline board in
// Chromium as HR. Prints how long the board took to show every column, the documents its listeners read, the
// count aggregates it ran, and the time from a move in one browser to another browser showing it (5 moves).
// Uses the running `npm start` emulators (demo accounts) or starts its own. Figures only, no assertions.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { chromiumPath, HEADLESS_FLAGS } from '../lib/chromium.mjs';
import { DEMO_PASSWORD } from '../lib/demo-data.mjs';
import { emulatorClientEnv, HOSTING_URL, PROJECT_ID } from '../lib/emulator-env.mjs';
import { ensureEmulators } from '../lib/with-emulators.mjs';
import { seedDemoData } from '../dev/seed-demo.mjs';

await ensureEmulators('scripts/probes/board.mjs');
Object.assign(process.env, emulatorClientEnv());
await seedDemoData();
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'probe'));

const SPREAD = { applied: 1200, screening: 400, interview: 200, offer: 100, hired: 20, rejected: 80 };
const jobId = `probe-job-${Date.now()}`;
const title = `Board probe ${new Date().toISOString().slice(11, 19)}`;
const now = Date.now();
// titleWords as the API stores them for the job picker's search: the prefixes of "board" are enough here.
const titleWords = ['b', 'bo', 'boa', 'boar', 'board'];
await db.collection('jobs').doc(jobId).set({ title, isActive: true, createdAt: Timestamp.now(), titleWords });
let n = 0;
for (const [stage, count] of Object.entries(SPREAD)) {
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 400); i += 1, n += 1) {
      const at = Timestamp.fromMillis(now - n * 60_000);
      batch.set(db.collection('applications').doc(`${jobId}_c${n}`), {
        job: jobId,
        candidate: `probe-c${n}`,
        candidateEmail: `c${n}@probe.test`,
        candidateName: `Candidate ${n}`,
        jobSnapshot: { title, location: '', jobType: 'full-time' },
        status: stage === 'rejected' ? 'rejected' : stage === 'hired' ? 'selected' : 'applied',
        stage,
        createdAt: at,
        stageEnteredAt: at,
      });
    }
    await batch.commit();
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: HEADLESS_FLAGS });
// A first run on fresh emulators waits for cold functions and the demo data: allow for it.
const TIMEOUT = 120_000;
async function openBoard() {
  const page = await browser.newPage();
  page.setDefaultTimeout(TIMEOUT);
  const counts = { documents: 0, aggregates: 0 };
  // The Firestore SDK talks to the emulator over WebChannel; count aggregate requests by their path.
  page.on('request', (request) => {
    if (request.url().includes(':runAggregationQuery')) counts.aggregates += 1;
  });
  await page.goto(`${HOSTING_URL}/login`);
  await page.getByLabel('Email').fill('hr@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/hr$/);
  await page.goto(`${HOSTING_URL}/hr/pipeline`);
  // The job picker searches as it is typed; the clock starts when the job is chosen.
  await page.getByRole('combobox', { name: 'Job', exact: true }).fill('board');
  const option = page.getByRole('option', { name: title, exact: true });
  await option.waitFor();
  const started = performance.now();
  await option.click();
  for (const stage of ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'])
    await page
      .getByRole('region', { name: `${stage} stage` })
      .getByRole('listitem')
      .first()
      .waitFor();
  const shown = performance.now() - started;
  counts.documents = await page.locator('main li[aria-label*="days in stage"]').count();
  return { page, shown, counts };
}

const a = await openBoard();
const b = await openBoard();
const latencies = [];
const answers = [];
for (let i = 0; i < 5; i += 1) {
  const name = `Candidate ${i}`;
  const target = 'Interview';
  const moved = performance.now();
  const answered = a.page
    .waitForResponse((response) => response.url().endsWith('/stage'))
    .then(() => performance.now());
  await a.page.getByLabel(`Move ${name} to...`).selectOption({ label: target });
  await b.page
    .getByRole('region', { name: `${target} stage` })
    .getByText(name, { exact: true })
    .waitFor();
  latencies.push(performance.now() - moved);
  answers.push((await answered) - moved);
}
await browser.close();

const sorted = [...latencies].sort((x, y) => x - y);
console.log(
  `board for a job with ${n} applications (${Object.entries(SPREAD)
    .map(([s, c]) => `${s} ${c}`)
    .join(', ')})`,
);
console.log(`  every column shown after        ${Math.round(a.shown)} ms (second browser ${Math.round(b.shown)} ms)`);
console.log(`  documents read by the listeners ${a.counts.documents} (50 per column at most)`);
console.log(`  count aggregates                ${a.counts.aggregates} (1 read per 1,000 index entries each)`);
const answered = [...answers].sort((x, y) => x - y);
console.log(`  move in A -> shown in B         median ${Math.round(sorted[2])} ms, max ${Math.round(sorted[4])} ms`);
console.log(
  `  of which the API's answer       median ${Math.round(answered[2])} ms, max ${Math.round(answered[4])} ms`,
);
process.exit(0);
