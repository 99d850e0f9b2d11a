// The insights part of `npm run bench`: a year of moves logged for every seeded application (and a busy job of
// 2,000 more), the counters rebuilt from the log, then GET /api/insights for a year of the busy job and of all
// jobs: reads per call (as Firestore bills them) and p50/p95 next to a bare getAll of the same bucket documents.
// Also how many bucket documents the trigger writes per event, from the same contributions.
import { ms } from './timing.mjs';
import { seededRandom } from '../lib/seeded-random.mjs';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const STAGES = ['screening', 'interview', 'offer', 'hired'];
const STATUS = { screening: 'applied', interview: 'shortlisted', offer: 'shortlisted', hired: 'selected' };

/** One application's year: applied on a random day, then moves a few days apart until a rejection or a hire. */
function historyOf(random, start) {
  let at = start + Math.floor(random() * 330) * DAY + Math.floor(random() * 24) * HOUR;
  const events = [
    {
      type: 'applied',
      at,
      toStage: 'applied',
      toStatus: 'applied',
      source: ['linkedin', 'indeed', null][Math.floor(random() * 3)],
    },
  ];
  let stage = 'applied';
  for (const next of STAGES) {
    at += Math.floor((6 + random() * 200) * HOUR);
    if (random() < 0.35) {
      events.push({
        type: 'moved',
        at,
        fromStage: stage,
        toStage: 'rejected',
        toStatus: 'rejected',
        reasonId: 'skills',
      });
      return events;
    }
    if (next === 'interview')
      events.push({ type: 'interviewer_assigned', at: at - HOUR, interviewerUid: 'bench-admin' });
    events.push({
      type: next === 'hired' ? 'hired' : 'moved',
      at,
      fromStage: stage,
      toStage: next,
      toStatus: STATUS[next],
    });
    stage = next;
  }
  return events;
}

export async function insightsBench({ harness, db, Timestamp, call, adminToken, timed }) {
  const random = seededRandom(2026);
  const yearStart = Date.now() - 365 * DAY;
  const writer = db.bulkWriter();
  const applications = await db.collection('applications').select('job', 'candidate').get();
  const logs = applications.docs
    .filter((doc) => typeof doc.get('job') === 'string')
    .map((doc) => ({ id: doc.id, jobId: doc.get('job'), candidate: doc.get('candidate') }));
  for (let n = 0; n < 2000; n += 1)
    logs.push({ id: `bench-job-busy_busy-${n}`, jobId: 'bench-job-busy', candidate: `busy-${n}` });
  await db
    .collection('jobs')
    .doc('bench-job-busy')
    .set({ title: 'Busy Bench Role', isActive: true, createdAt: Timestamp.fromMillis(yearStart - 30 * DAY) });
  const jobShape = { stageIds: ['applied', ...STAGES], postedAt: yearStart - 30 * DAY };
  const written = [];
  let events = 0;
  const started = performance.now();
  for (const log of logs) {
    const history = historyOf(random, yearStart);
    const logged = [];
    for (const change of history) {
      const at = Timestamp.fromMillis(change.at);
      const id = harness.eventId(at);
      const { at: _at, ...rest } = change;
      void writer.create(
        db.collection('applications').doc(log.id).collection('events').doc(id),
        harness.eventDocument(
          { applicationId: log.id, jobId: log.jobId, candidate: log.candidate },
          rest,
          'bench-admin',
          at,
        ),
      );
      const event = {
        id,
        type: change.type,
        at: change.at,
        fromStage: change.fromStage ?? null,
        toStage: change.toStage ?? null,
        toStatus: change.toStatus ?? null,
        reasonId: change.reasonId ?? null,
        source: change.source ?? null,
        interviewerUid: change.interviewerUid ?? null,
      };
      const contribution = harness.contributionOf(event, logged, jobShape);
      // Bucket documents + the event's own counted mark (+ the job's first-hire document on a first hire).
      written.push(harness.groupByBucket(log.jobId, contribution.increments).size + 1 + (contribution.hireAt ? 1 : 0));
      logged.push(event);
      events += 1;
    }
  }
  await writer.close();
  console.log(
    `bench: logged ${events.toLocaleString('en')} events for ${logs.length.toLocaleString('en')} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const rebuildStart = performance.now();
  const rebuilt = await harness.writeRebuild();
  console.log(
    `bench: insights rebuilt (${rebuilt.buckets.toLocaleString('en')} buckets) in ${((performance.now() - rebuildStart) / 1000).toFixed(1)} s`,
  );

  harness.installReadMeter();
  const today = Math.floor(Date.now() / DAY) * DAY;
  const from = new Date(today - 364 * DAY).toISOString().slice(0, 10);
  const to = new Date(today).toISOString().slice(0, 10);
  const rows = [];
  for (const [name, jobId] of [
    ['one busy job, a year', 'bench-job-busy'],
    ['all jobs, a year', null],
  ]) {
    const query = new URLSearchParams({ from, to, ...(jobId ? { jobId } : {}) });
    const before = harness.readMeter.total;
    await call('GET', `/api/insights?${query}`, adminToken);
    const reads = harness.readMeter.total - before;
    const refs = harness
      .bucketsCovering(jobId, Date.parse(from), Date.parse(to))
      .map((id) => db.collection('insights').doc(id));
    const api = await timed(() => call('GET', `/api/insights?${query}`, adminToken));
    const bare = await timed(() => db.getAll(...refs));
    rows.push({
      call: name,
      reads,
      'bucket docs': refs.length,
      'API p50': ms(api.p50),
      'API p95': ms(api.p95),
      'bare getAll p50': ms(bare.p50),
      'bare getAll p95': ms(bare.p95),
      'ratio p95': `${(api.p95 / bare.p95).toFixed(2)}x`,
    });
  }
  written.sort((a, b) => a - b);
  const mean = written.reduce((sum, n) => sum + n, 0) / written.length;
  return {
    rows,
    perEvent: { mean: mean.toFixed(2), median: written[Math.floor(written.length / 2)], max: written.at(-1) },
  };
}
