import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES, type BulkJobDto } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { until } from './support/until.js';
import { createTestUser, type TestUser } from './support/users.js';

// Bulk jobs run in the bulkJobRun trigger (the Functions emulator); the sweep is run now through its emulator route.

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let reason: string;

beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
  const reasons = await api.call<{ reasons: { id: string }[] }>('GET', '/api/settings/rejection-reasons', {
    token: hr.token,
  });
  reason = reasons.body.reasons[0]!.id;
});
afterAll(() => api.close());

async function jobWith(count: number, title: string) {
  const created = await api.call('POST', '/api/job', { token: hr.token, body: { title } });
  const jobId = created.body._id as string;
  const applicants = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) =>
      newApplicant(api, jobId, `Bulk Person ${start + i}`),
    );
    applicants.push(...(await Promise.all(batch)));
  }
  return { jobId, ids: applicants.map((one) => one.id) };
}

const start = (body: unknown, user = hr) =>
  api.call<{ id: string } & BulkJobDto>('POST', '/api/application/bulk', {
    token: user.token,
    body,
  });
const progress = (id: string, user = hr) =>
  api.call<BulkJobDto>('GET', `/api/application/bulk/${id}`, { token: user.token });
const finished = (id: string) =>
  until(
    async () => (await progress(id)).body,
    (job) => job.state !== 'running',
    60_000,
  );
const stagesOf = async (ids: string[]) =>
  Object.fromEntries(
    await Promise.all(
      ids.map(async (id) => [id, (await db().collection('applications').doc(id).get()).get('stage') as string]),
    ),
  );
const rejectionMailTo = async (ids: string[]) => {
  const found = await Promise.all(
    ids.map((id) =>
      db().collection('mail').where('applicationId', '==', id).where('event', '==', 'stage_rejected').get(),
    ),
  );
  return found.reduce((sum, snapshot) => sum + snapshot.size, 0);
};

describe('POST /api/application/bulk', () => {
  it('when ids are unknown, too many, or both ids and a filter are sent, then 400 naming the problem', async () => {
    const unknown = await start({ ids: ['no-such-application'], action: { type: 'tag', tags: ['x'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: `${BULK_MESSAGES.unknownIds}: no-such-application` });
    const many = await start({
      ids: Array.from({ length: 1001 }, (_, i) => `a${i}`),
      action: { type: 'tag', tags: ['x'] },
    });
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ message: BULK_MESSAGES.tooMany });
    const both = await start({ ids: ['a'], filter: { jobId: 'j' }, action: { type: 'tag', tags: ['x'] } });
    expect(both.status).toBe(400);
    const candidate = await createTestUser('candidate');
    expect((await start({ ids: ['a'], action: { type: 'tag', tags: ['x'] } }, candidate)).status).toBe(403);
  });

  it('when hr bulk-rejects 50 and undoes within the window, then no e-mail is sent and all 50 stages are as before', async () => {
    const { jobId, ids } = await jobWith(50, 'Bulk Undo Role');
    // Half moved on first: the undo must put each back where it was, not all to one stage.
    for (const id of ids.slice(0, 25)) {
      const moved = await api.call('PATCH', `/api/application/${id}/stage`, {
        token: hr.token,
        body: { stage: 'screening' },
      });
      expect(moved.status).toBe(200);
    }
    const before = await stagesOf(ids);

    const preview = await start({ filter: { jobId }, action: { type: 'reject', reason }, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toEqual({ emailed: 50, skipped: [] });

    const started = await start({ filter: { jobId }, action: { type: 'reject', reason } });
    expect(started.status).toBe(202);
    const job = await finished(started.body.id);
    expect(job).toMatchObject({ state: 'done', total: 50, handled: 50, done: 50, skipped: 0, failed: 0 });
    expect(Object.values(await stagesOf(ids)).every((stage) => stage === 'rejected')).toBe(true);
    expect(job.undoUntil).not.toBeNull();

    // Someone else cannot undo it.
    expect((await api.call('POST', `/api/application/bulk/${job.id}/undo`, { token: admin.token })).status).toBe(403);
    const undone = await api.call('POST', `/api/application/bulk/${job.id}/undo`, { token: hr.token });
    expect(undone.status).toBe(200);
    expect(await stagesOf(ids)).toEqual(before);
    // Past the window, the sweep sends nothing for an undone job.
    await api.call('POST', '/api/application/bulk/sweep/run', {
      token: admin.token,
      body: { now: Date.now() + 3_600_000 },
    });
    expect(await rejectionMailTo(ids)).toBe(0);
    expect((await api.call('POST', `/api/application/bulk/${job.id}/undo`, { token: hr.token })).status).toBe(409);
  });

  it('when a bulk rejection is not undone, then each candidate gets one e-mail once the window has passed', async () => {
    const { ids } = await jobWith(3, 'Bulk Send Role');
    const started = await start({ ids, action: { type: 'reject', reason } });
    await finished(started.body.id);
    expect(await rejectionMailTo(ids)).toBe(0);
    const sweep = () =>
      api.call('POST', '/api/application/bulk/sweep/run', { token: admin.token, body: { now: Date.now() + 600_000 } });
    expect((await sweep()).status).toBe(200);
    await sweep();
    expect(await rejectionMailTo(ids)).toBe(3);
  });

  it('when some applications are closed, then they are skipped with the reason and the rest are moved', async () => {
    const { ids } = await jobWith(3, 'Bulk Skip Role');
    const [withdrawn, ...open] = ids;
    await db().collection('applications').doc(withdrawn!).update({ stage: 'withdrawn', status: 'rejected' });
    const started = await start({ ids, action: { type: 'move', stage: 'interview' } });
    const job = await finished(started.body.id);
    expect(job).toMatchObject({ done: 2, skipped: 1 });
    expect(job.outcomes).toContainEqual({ id: withdrawn, outcome: 'skipped', reason: 'the candidate withdrew' });
    expect(Object.values(await stagesOf(open))).toEqual(['interview', 'interview']);
  });
});
