import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/lib/firebase.js';
import { startServer, type TestServer } from '../support/api.js';
import { allCounted, writeHistory } from '../support/insights.js';
import { createTestUser, type TestUser } from '../support/users.js';

// The whole-log rebuild replaces every bucket: it runs here, alone, after the suites that log events.

let api: TestServer;
let admin: TestUser;
let hr: TestUser;

beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
});
afterAll(() => api.close());

describe('POST /api/insights/rebuild (emulators only)', () => {
  it('when an admin rebuilds, then counters that drifted are recomputed from the log and the rest stay as they were', async () => {
    const jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Rebuilt Role' } })).body._id;
    const ids = await writeHistory(jobId, {
      zoe: [
        { type: 'applied', at: '2024-05-06T09:00:00Z', toStage: 'applied', toStatus: 'applied', source: 'referral' },
        { type: 'moved', at: '2024-05-07T09:00:00Z', fromStage: 'applied', toStage: 'screening' },
      ],
    });
    await allCounted(ids);
    const month = { jobId, from: '2024-05-01', to: '2024-05-31' };
    const read = async () =>
      (await api.call('GET', `/api/insights?${new URLSearchParams(month)}`, { token: hr.token })).body;
    const counted = await read();
    expect(counted.funnel.slice(0, 2).map((row: { reached: number }) => row.reached)).toEqual([1, 1]);

    // A counter gone wrong (a restored backup, a bug): the rebuild puts it right.
    await db().collection('insights').doc(`${jobId}__m_2024-05`).update({ 'funnel.applied': 999, stray: 1 });
    expect((await read()).funnel[0].reached).toBe(999);

    expect((await api.call('POST', '/api/insights/rebuild', { token: hr.token })).status).toBe(403);
    const rebuilt = await api.call('POST', '/api/insights/rebuild', { token: admin.token });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.events).toBeGreaterThanOrEqual(2);
    expect(rebuilt.body.buckets).toBeGreaterThanOrEqual(4);
    expect(await read()).toEqual(counted);
    expect((await db().collection('insights').doc(`${jobId}__m_2024-05`).get()).get('stray')).toBeUndefined();
  });
});
