import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase.js';
import { countEvent } from '../src/flows/insights/count.js';
import { rebuildInsights } from '../src/flows/insights/rebuild.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { allCounted, comparable, storedBucketsOf, writeHistory, type Scripted } from './support/insights.js';
import { createTestUser, type TestUser } from './support/users.js';

// The counters the trigger keeps must equal a replay of the log, exactly, whatever happened and however often
// a trigger was delivered. Random histories, a fixed seed per run (printed, so a failure can be replayed).

const SEED = Number(process.env.INSIGHTS_SEED ?? Date.now() % 100_000);
let state = SEED;
/** A small deterministic generator (mulberry32). */
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

let api: TestServer;
let hr: TestUser;
let admin: TestUser;
let interviewers: TestUser[];

beforeAll(async () => {
  console.log(`insights rebuild test seed: ${SEED} (INSIGHTS_SEED=${SEED} replays it)`);
  api = await startServer();
  hr = await createTestUser('hr');
  admin = await createTestUser('admin');
  interviewers = await Promise.all([createTestUser('employee'), createTestUser('hr')]);
});
afterAll(() => api.close());

/** The job's stored buckets and the rebuild's, side by side, in comparable form. */
async function storedAndRebuilt(jobId: string) {
  const stored = await storedBucketsOf(jobId);
  const rebuilt = await rebuildInsights(jobId);
  const jobBuckets = [...rebuilt.buckets].filter(([, bucket]) => bucket.key.jobId === jobId);
  const asStored = ([id, { key, counters, interviewerUids }]: (typeof jobBuckets)[number]) => [
    id,
    comparable({ ...key, ...counters, ...(interviewerUids.length ? { interviewerUids } : {}) }),
  ];
  return {
    stored: Object.fromEntries([...stored].map(([id, data]) => [id, comparable(data)])),
    rebuilt: Object.fromEntries(jobBuckets.map(asStored)),
    events: rebuilt.events,
  };
}

const STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'];

describe('insights: the counted numbers equal a rebuild from the log', () => {
  it('when hr makes a few hundred random moves, hires and panel changes and candidates withdraw, with triggers delivered twice, then counted == rebuilt', async () => {
    const jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Random Walk Role' } })).body
      ._id;
    const applicants = await Promise.all(
      Array.from({ length: 8 }, (_, index) => newApplicant(api, jobId, `Walker ${index}`)),
    );
    const redeliveries: Promise<unknown>[] = [];
    for (let step = 0; step < 220; step += 1) {
      const { id, user } = pick(applicants);
      const roll = random();
      if (roll < 0.6) {
        const stage = pick(STAGES);
        const body = stage === 'rejected' ? { stage, reason: pick(['skills', 'experience']) } : { stage };
        await api.call('PATCH', `/api/application/${id}/stage`, { token: hr.token, body });
      } else if (roll < 0.7) {
        await api.call('POST', `/api/application/${id}/hire`, { token: admin.token });
      } else if (roll < 0.75) {
        await api.call('POST', `/api/application/${id}/withdraw`, { token: user.token });
      } else if (roll < 0.9) {
        const body = { uid: pick(interviewers).uid };
        await api.call('POST', `/api/application/${id}/interviewers`, { token: hr.token, body });
      } else {
        const uid = pick(interviewers).uid;
        await api.call('DELETE', `/api/application/${id}/interviewers/${uid}`, { token: hr.token });
      }
      // Now and then a trigger arrives again, racing the first delivery.
      if (random() < 0.3) {
        const log = await db().collection('applications').doc(id).collection('events').get();
        const again = pick(log.docs);
        redeliveries.push(countEvent(id, again.id));
      }
    }
    await Promise.all(redeliveries);
    const events = await allCounted(applicants.map((applicant) => applicant.id));
    const { stored, rebuilt, events: replayed } = await storedAndRebuilt(jobId);
    expect(replayed).toBe(events);
    expect(Object.keys(stored).length).toBeGreaterThan(0);
    expect(stored).toEqual(rebuilt);
    // A few hundred API calls while the other suites run: more than the default 20 s on a busy machine.
  }, 180_000);

  it('when a year of backdated histories is logged across applications at once, then counted == rebuilt, first hire included', async () => {
    const jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Backdated Role' } })).body._id;
    await db()
      .collection('jobs')
      .doc(jobId)
      .update({ createdAt: Timestamp.fromDate(new Date('2025-01-01T00:00:00Z')) });
    const histories: Record<string, Scripted[]> = {};
    for (let person = 0; person < 30; person += 1) {
      // Applied on a random day of 2025; each step a random number of hours later.
      let at = Date.UTC(2025, 0, 1) + Math.floor(random() * 330) * 86_400_000 + Math.floor(random() * 86_400_000);
      let stage = 'applied';
      const source = pick(['linkedin', 'indeed', null]);
      const events: Scripted[] = [
        { type: 'applied', at: new Date(at).toISOString(), toStage: 'applied', toStatus: 'applied', source },
      ];
      for (let step = 0; step < 6; step += 1) {
        at += Math.floor(random() * 400 * 3_600_000);
        const when = new Date(at).toISOString();
        if (random() < 0.3) {
          const type = pick(['interviewer_assigned', 'scorecard_submitted', 'interviewer_reminded'] as const);
          events.push({ type, at: when, interviewerUid: pick(interviewers).uid });
          continue;
        }
        const next = pick(STAGES);
        if (next === stage) continue;
        const hired = next === 'hired';
        events.push({
          type: hired ? 'hired' : 'moved',
          at: when,
          fromStage: stage,
          toStage: next,
          toStatus: hired ? 'selected' : next === 'rejected' ? 'rejected' : 'applied',
          reasonId: next === 'rejected' ? pick(['skills', 'experience']) : null,
        });
        stage = next;
      }
      histories[`person-${person}`] = events;
    }
    const ids = await writeHistory(jobId, histories);
    const events = await allCounted(ids);
    const { stored, rebuilt } = await storedAndRebuilt(jobId);
    expect(events).toBe(Object.values(histories).flat().length);
    expect(stored).toEqual(rebuilt);
    const firstHire = Math.min(
      ...Object.values(histories)
        .flatMap((log) => log.filter((event) => event.type === 'hired'))
        .map((event) => Date.parse(event.at)),
    );
    const state = (await db().collection('insightsJobs').doc(jobId).get()).data();
    if (Number.isFinite(firstHire)) expect((state?.firstHireAt as Timestamp).toMillis()).toBe(firstHire);
    else expect(state).toBeUndefined();
  }, 180_000);
});
