import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { ERASED_PERSON, NEXT_CURSOR_HEADER, type AuditEntryDto } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { migrateAuditPeople } from '../src/migrations/people-by-uid.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';

let api: TestServer;
let admin: TestUser;
let hr: TestUser;

beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
});
afterAll(() => api.close());

async function entriesFor(targetId: string): Promise<AuditEntryDto[]> {
  const response = await api.call<AuditEntryDto[]>('GET', `/api/audit?targetId=${targetId}`, { token: admin.token });
  expect(response.status).toBe(200);
  return response.body;
}

async function newJob(token: string, title = 'Audited Analyst') {
  const response = await api.call('POST', '/api/job', { token, body: { title, location: 'Oslo', salary: 50000 } });
  expect(response.status).toBe(201);
  return response.body as { _id: string };
}

describe('audit trail: what is recorded', () => {
  it('when hr creates, updates and deletes a job, then each step is recorded with actor, before and after', async () => {
    const job = await newJob(hr.token);
    await api.call('PATCH', `/api/job/${job._id}`, { token: hr.token, body: { salary: 60000, location: 'Oslo' } });
    await api.call('DELETE', `/api/job/${job._id}`, { token: hr.token });

    const [deleted, updated, created] = await entriesFor(job._id);
    const actor = { uid: hr.uid, email: hr.email, role: 'hr' };
    const target = { type: 'job', id: job._id, label: 'Audited Analyst' };
    expect(created).toMatchObject({ action: 'job.created', actor, target, before: null });
    expect(created!.after).toMatchObject({ title: 'Audited Analyst', salary: 50000, location: 'Oslo' });
    // Only what really changed: the location was sent unchanged.
    expect(updated).toMatchObject({ action: 'job.updated', actor, target });
    expect(updated!.before).toEqual({ salary: 50000 });
    expect(updated!.after).toEqual({ salary: 60000 });
    expect(deleted).toMatchObject({ action: 'job.deleted', actor, target, after: null });
    expect(deleted!.before).toMatchObject({ title: 'Audited Analyst', salary: 60000 });
    expect(Date.parse(deleted!.at!)).toBeGreaterThanOrEqual(Date.parse(created!.at!));
  });

  it('when an update changes nothing, then nothing is recorded', async () => {
    const job = await newJob(admin.token);
    await api.call('PATCH', `/api/job/${job._id}`, { token: admin.token, body: { location: 'Oslo' } });
    expect((await entriesFor(job._id)).map((entry) => entry.action)).toEqual(['job.created']);
  });

  it('when an application status changes, then the entry names the candidate, the job, both stages and statuses', async () => {
    const candidate = await createTestUser('candidate');
    const job = await newJob(admin.token, 'Audited Nurse');
    const upload = await api.upload('/api/document/upload', candidate.token, multipart('cv.pdf', makePdf('cv')));
    const applied = await api.call('POST', `/api/application/${job._id}`, {
      token: candidate.token,
      body: { resumeUrl: upload.body.filePath },
    });
    const id = applied.body._id as string;
    await api.call('PATCH', `/api/application/${id}/status`, { token: hr.token, body: { status: 'shortlisted' } });
    // Setting the same status again is not a change.
    await api.call('PATCH', `/api/application/${id}/status`, { token: hr.token, body: { status: 'shortlisted' } });

    const entries = await entriesFor(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'application.stage_changed',
      actor: { uid: hr.uid, role: 'hr' },
      target: { type: 'application', id, label: `${candidate.email} · Audited Nurse` },
      before: { stage: 'applied', status: 'applied' },
      after: { stage: 'interview', status: 'shortlisted' },
    });
  });

  it('when an admin changes a role and then deletes the user, then both are recorded, naming the person while they exist', async () => {
    const person = await createTestUser('candidate', 'Audited Person');
    await api.call('PATCH', `/api/user/${person.uid}/role`, { token: admin.token, body: { role: 'employee' } });
    expect((await entriesFor(person.uid))[0]!.target).toEqual({ type: 'user', id: person.uid, label: person.email });
    await api.call('DELETE', `/api/user/${person.uid}`, { token: admin.token });

    // Once erased, nothing in the trail leads back to them: their uid became a random pseudonym everywhere.
    expect(await entriesFor(person.uid)).toEqual([]);
    const deletions = await api.call<AuditEntryDto[]>('GET', '/api/audit?action=user.deleted', { token: admin.token });
    const pseudonym = deletions.body.find((entry) => entry.actor.uid === admin.uid)!.target.id;
    expect(pseudonym).toMatch(/^erased-/);
    const [deleted, changed] = await entriesFor(pseudonym);
    const target = { type: 'user', id: pseudonym, label: ERASED_PERSON };
    expect(changed).toMatchObject({
      action: 'user.role_changed',
      actor: { uid: admin.uid, role: 'admin' },
      target,
      before: { role: 'candidate' },
      after: { role: 'employee' },
    });
    expect(deleted).toMatchObject({
      action: 'user.deleted',
      target,
      before: { role: 'employee', applications: 0 },
      after: null,
    });
    const stored = await db().collection('auditLog').where('target.id', '==', pseudonym).get();
    expect(stored.size).toBe(2);
    expect(JSON.stringify(stored.docs.map((doc) => doc.data()))).not.toMatch(/Audited Person|@/);
  });

  it('when entries were written before people were kept by uid, then npm run migrate rewrites them once', async () => {
    const person = await createTestUser('candidate', 'Legacy Person');
    const job = await newJob(admin.token, 'Legacy Role');
    const upload = await api.upload('/api/document/upload', person.token, multipart('cv.pdf', makePdf('cv')));
    const applied = await api.call('POST', `/api/application/${job._id}`, {
      token: person.token,
      body: { resumeUrl: upload.body.filePath },
    });
    const applicationId = applied.body._id as string;
    const legacy = (target: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      db()
        .collection('auditLog')
        .add({
          action: 'application.stage_changed',
          actor: { uid: hr.uid, email: hr.email, role: 'hr' },
          target,
          before: null,
          after: null,
          at: Timestamp.now(),
          ...extra,
        });
    const moved = await legacy({ type: 'application', id: applicationId, label: `${person.email} · Legacy Role` });
    const deleted = await legacy(
      { type: 'user', id: 'gone-uid', label: 'gone@test.example' },
      { action: 'user.deleted', before: { name: 'Gone Person', email: 'gone@test.example', role: 'candidate' } },
    );

    expect((await migrateAuditPeople()).entries).toBeGreaterThanOrEqual(2);
    expect((await moved.get()).data()).toMatchObject({
      actor: { uid: hr.uid, role: 'hr' },
      target: { type: 'application', id: applicationId, label: 'Legacy Role', person: person.uid },
    });
    expect((await moved.get()).get('actor.email')).toBeUndefined();
    expect((await deleted.get()).data()).toMatchObject({
      target: { type: 'user', id: 'gone-uid', person: 'gone-uid' },
      before: { role: 'candidate' },
    });
    expect(JSON.stringify((await deleted.get()).data())).not.toMatch(/Gone Person|gone@/);
    expect(await migrateAuditPeople()).toEqual({ entries: 0 });
    const [entry] = await entriesFor(applicationId);
    expect(entry!.target.label).toBe(`${person.email} · Legacy Role`);
  });

  it('when a change is refused, then nothing is recorded', async () => {
    const job = await newJob(admin.token);
    const before = await entriesFor(job._id);
    const employee = await createTestUser('employee');
    expect((await api.call('DELETE', `/api/job/${job._id}`, { token: employee.token })).status).toBe(403);
    expect((await api.call('PATCH', `/api/job/${job._id}`, { token: hr.token, body: { salary: -1 } })).status).toBe(
      400,
    );
    expect(await entriesFor(job._id)).toEqual(before);
  });
});

describe('GET /api/audit', () => {
  it('when anyone but an admin asks, then 403 (401 without a token)', async () => {
    const employee = await createTestUser('employee');
    for (const user of [hr, employee])
      expect((await api.call('GET', '/api/audit', { token: user.token })).status).toBe(403);
    expect((await api.call('GET', '/api/audit')).status).toBe(401);
  });

  it('when filtered by action, actor and day, then only matching entries come back, newest first', async () => {
    const actor = await createTestUser('hr');
    const first = await newJob(actor.token, 'Filter One');
    const second = await newJob(actor.token, 'Filter Two');
    await api.call('PATCH', `/api/job/${first._id}`, { token: actor.token, body: { salary: 1 } });

    const byActor = await api.call<AuditEntryDto[]>('GET', `/api/audit?actorEmail=${actor.email.toUpperCase()}`, {
      token: admin.token,
    });
    expect(byActor.body.map((entry) => [entry.action, entry.target.id])).toEqual([
      ['job.updated', first._id],
      ['job.created', second._id],
      ['job.created', first._id],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const created = await api.call<AuditEntryDto[]>(
      'GET',
      `/api/audit?actorEmail=${actor.email}&action=job.created&targetType=job&from=${today}&to=${today}`,
      { token: admin.token },
    );
    expect(created.body.map((entry) => entry.target.id)).toEqual([second._id, first._id]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const none = await api.call('GET', `/api/audit?actorEmail=${actor.email}&to=${yesterday}`, { token: admin.token });
    expect(none.body).toEqual([]);
  });

  it('when there are more entries than the limit, then the cursor pages through all of them once', async () => {
    const actor = await createTestUser('hr');
    for (let i = 0; i < 5; i += 1) await newJob(actor.token, `Paged ${i}`);
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page += 1) {
      const response = await api.call<AuditEntryDto[]>(
        'GET',
        `/api/audit?actorEmail=${actor.email}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: admin.token },
      );
      seen.push(...response.body.map((entry) => entry.target.label));
      cursor = response.headers.get(NEXT_CURSOR_HEADER) ?? '';
      if (!cursor) break;
    }
    expect(seen).toEqual(['Paged 4', 'Paged 3', 'Paged 2', 'Paged 1', 'Paged 0']);
  });

  it.each([
    ['action=job.exploded', 'action must be one of'],
    ['targetType=planet', 'targetType must be one of'],
    ['from=yesterday', 'from must be a date like 2026-01-31'],
    ['from=2026-02-02&to=2026-02-01', 'from must not be after to'],
    ['limit=500', 'limit must be a whole number from 1 to 100'],
    ['cursor=nope', 'cursor is not valid'],
  ])('when the query has %s, then 400 says what is wrong', async (query, message) => {
    const response = await api.call('GET', `/api/audit?${query}`, { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('when the API writes entries, then they are only ever created (stored with a server time)', async () => {
    const job = await newJob(admin.token, 'Stored Entry');
    const stored = await db().collection('auditLog').where('target.id', '==', job._id).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]!.createTime.isEqual(stored.docs[0]!.updateTime)).toBe(true);
  });
});
