import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase.js';
import { countEvent, countEventOrMark } from '../src/flows/insights/count.js';
import { rebuildInsights } from '../src/flows/insights/rebuild.js';
import { toStored, type Tree } from '../src/data/insights/record.js';
import { appendEvent } from '../src/lib/event-log.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { allCounted, comparable, storedBucketsOf, writeHistory, type Scripted } from './support/insights.js';
import { createTestUser, type TestUser } from './support/users.js';

// Names a stage, reason or source may have that plain objects also answer to. Each must count like any other,
// in the trigger's counters, in the rebuild, and in what the API answers.
const OBJECT_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

let api: TestServer;
let hr: TestUser;
beforeAll(async () => {
  api = await startServer();
  hr = await createTestUser('hr');
});
afterAll(() => api.close());

const insights = (query: Record<string, string>) =>
  api.call('GET', `/api/insights?${new URLSearchParams(query)}`, { token: hr.token });

describe('insights count any name', () => {
  it('when sources and a reason are named like Object properties, then each counts like any other, and the rebuild agrees', async () => {
    const jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Names Role' } })).body._id;
    const histories: Record<string, Scripted[]> = {};
    OBJECT_NAMES.forEach((source, i) => {
      histories[`person${i}`] = [
        { type: 'applied', at: `2025-06-0${i + 2}T09:00:00Z`, toStage: 'applied', toStatus: 'applied', source },
        {
          type: 'moved',
          at: `2025-06-0${i + 2}T15:00:00Z`,
          fromStage: 'applied',
          toStage: 'rejected',
          toStatus: 'rejected',
          reasonId: 'constructor',
        },
      ];
    });
    await allCounted(await writeHistory(jobId, histories));

    const answer = await insights({ jobId, from: '2025-06-01', to: '2025-06-30' });
    expect(answer.status).toBe(200);
    expect(answer.body.funnel[0]).toMatchObject({ stageId: 'applied', reached: 4 });
    expect(
      [...answer.body.sources].sort((a: { source: string }, b: { source: string }) => a.source.localeCompare(b.source)),
    ).toEqual([...OBJECT_NAMES].sort().map((source) => ({ source, applications: 1, interviews: 0, hires: 0 })));
    expect(answer.body.rejectionReasons).toEqual([{ reasonId: 'constructor', label: 'constructor', count: 4 }]);

    // The trigger's stored buckets are what the rebuild computes, stored the same way.
    const stored = await storedBucketsOf(jobId);
    const rebuilt = await rebuildInsights(jobId);
    expect(stored.size).toBeGreaterThan(0);
    const ofTheJob = [...rebuilt.buckets].filter(([, { key }]) => key.jobId === jobId);
    expect(ofTheJob.map(([id]) => id).sort()).toEqual([...stored.keys()].sort());
    for (const [id, { counters }] of ofTheJob) {
      const { jobId: _job, period: _period, date: _date, ...storedCounters } = stored.get(id)!;
      expect(comparable(storedCounters)).toEqual(comparable(toStored(counters as Tree)));
    }
    // Nothing leaked onto the prototypes while summing.
    expect(({} as Record<string, unknown>).applications).toBeUndefined();
    expect((Object as unknown as Record<string, unknown>).applications).toBeUndefined();
  });

  it('when a candidate applies with ?src=constructor, then the sources table shows it', async () => {
    const jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Source Role' } })).body._id;
    const applicant = await newApplicant(api, jobId, 'Conny Constructor', { source: 'constructor' });
    await allCounted([applicant.id]);
    const today = new Date().toISOString().slice(0, 10);
    const answer = await insights({ jobId, from: today, to: today });
    expect(answer.body.sources).toEqual([{ source: 'constructor', applications: 1, interviews: 0, hires: 0 }]);
  });

  it('when an event cannot be counted, then it is marked and logged once and the trigger does not fail; a transient error in the first hour is retried', async () => {
    const applicationId = `uncountable-${Date.now()}`;
    const batch = db().batch();
    appendEvent(
      batch,
      { applicationId, jobId: 'no-such-job', candidate: 'nobody' },
      { type: 'note_added', noteId: 'n' },
      'nobody',
    );
    await batch.commit();
    const [logged] = (await db().collection('applications').doc(applicationId).collection('events').get()).docs;
    const eventId = logged!.id;
    const ref = logged!.ref;
    // The trigger counts it (it adds nothing); once it has, start again from an uncounted event.
    await allCounted([applicationId]);
    await ref.update({ countedAt: null });
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('cannot be counted');
    };
    const now = Date.now();
    const transient = Object.assign(new Error('unavailable'), { code: 14 });
    await expect(
      countEventOrMark(applicationId, eventId, now - 60_000, now, async () => Promise.reject(transient)),
    ).rejects.toBe(transient);
    expect((await ref.get()).get('uncountable')).toBeUndefined();

    expect(await countEventOrMark(applicationId, eventId, now - 2 * 86_400_000, now, failing)).toBe('uncountable');
    const marked = (await ref.get()).get('uncountable');
    expect(marked).toMatchObject({ reason: 'cannot be counted' });
    expect(await countEventOrMark(applicationId, eventId, now - 2 * 86_400_000, now + 1000, failing)).toBe(
      'uncountable',
    );
    expect((await ref.get()).get('uncountable')).toEqual(marked);
    expect(calls).toBe(2);
    // A redelivery of a marked event counts nothing and fails nothing.
    expect(await countEvent(applicationId, eventId)).toBe('already counted');
  });
});
