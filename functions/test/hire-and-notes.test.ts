import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REJECTION_REASONS, ERASED_PERSON } from '@hr-portal/contract';
import { auth, db } from '../src/lib/firebase.js';
import { migrateCopiedPeople } from '../src/data/applications/people-by-uid-migration.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser, TEST_PASSWORD, type TestUser, sessionToken } from './support/users.js';

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let jobId: string;

beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Hiring Role' } })).body._id;
});
afterAll(() => api.close());

const applicant = (name = 'Hana Hire') => newApplicant(api, jobId, name);

describe('notes', () => {
  it('when hr writes a note, then hr and admin read it, newest first; candidates and employees never do', async () => {
    const { user, id } = await applicant();
    const employee = await createTestUser('employee');
    const first = await api.call('POST', `/api/application/${id}/notes`, {
      token: hr.token,
      body: { text: ' Strong SQL ' },
    });
    expect(first).toMatchObject({ status: 201, body: { text: 'Strong SQL', by: { uid: hr.uid, email: hr.email } } });
    await api.call('POST', `/api/application/${id}/notes`, { token: admin.token, body: { text: 'Second round?' } });
    const notes = await api.call('GET', `/api/application/${id}/notes`, { token: admin.token });
    expect(notes.body.map((note: { text: string }) => note.text)).toEqual(['Second round?', 'Strong SQL']);

    for (const outsider of [user, employee]) {
      expect((await api.call('GET', `/api/application/${id}/notes`, { token: outsider.token })).status).toBe(403);
      const post = await api.call('POST', `/api/application/${id}/notes`, {
        token: outsider.token,
        body: { text: 'x' },
      });
      expect(post.status).toBe(403);
    }
    const mine = await api.call('GET', '/api/application/my', { token: user.token });
    expect(JSON.stringify(mine.body)).not.toContain('Strong SQL');
  });

  it('when notes are stored, then only the author uid is kept; the address is read with the notes, and gone with its owner', async () => {
    const { id } = await applicant('Nell Notes');
    const author = await createTestUser('hr', 'Ned Author');
    await api.call('POST', `/api/application/${id}/notes`, { token: author.token, body: { text: 'Kept by uid' } });
    const stored = await db().collection('applications').doc(id).collection('notes').get();
    expect(stored.docs.map((doc) => doc.get('by'))).toEqual([{ uid: author.uid }]);
    const read = async () => (await api.call('GET', `/api/application/${id}/notes`, { token: hr.token })).body[0].by;
    expect(await read()).toEqual({ uid: author.uid, email: author.email });
    await api.call('DELETE', `/api/user/${author.uid}`, { token: admin.token });
    // The note stays (it is the employer's record); its author is a pseudonym now.
    expect(await read()).toEqual({ uid: expect.stringMatching(/^erased-/), email: ERASED_PERSON });
  });

  it('when notes, panels and scorecards hold copied names and addresses, then npm run migrate removes them once', async () => {
    const { id } = await applicant('Olga Old');
    const legacy = await db()
      .collection('applications')
      .doc(id)
      .collection('notes')
      .add({ text: 'Old note', by: { uid: hr.uid, email: hr.email }, at: Timestamp.now() });
    const application = db().collection('applications').doc(id);
    const entry = application.collection('interviewers').doc(hr.uid);
    const card = application.collection('scorecards').doc(hr.uid);
    await entry.set({ uid: hr.uid, name: 'Test hr', email: hr.email, applicationId: id, submitted: true });
    await card.set({ interviewer: { uid: hr.uid, name: 'Test hr', email: hr.email }, recommendation: 'yes' });

    const first = await migrateCopiedPeople();
    expect(first.notes).toBeGreaterThanOrEqual(1);
    expect(first.panels).toBeGreaterThanOrEqual(1);
    expect(first.scorecards).toBeGreaterThanOrEqual(1);
    expect((await legacy.get()).get('by')).toEqual({ uid: hr.uid });
    expect((await entry.get()).data()).toEqual({ uid: hr.uid, applicationId: id, submitted: true });
    expect((await card.get()).get('interviewer')).toEqual({ uid: hr.uid });
    expect(await migrateCopiedPeople()).toEqual({ notes: 0, panels: 0, scorecards: 0 });
  });

  it('when the note is empty or the application unknown, then 400 or 404', async () => {
    const { id } = await applicant();
    expect(
      (await api.call('POST', `/api/application/${id}/notes`, { token: hr.token, body: { text: '  ' } })).status,
    ).toBe(400);
    expect((await api.call('GET', '/api/application/unknown-app/notes', { token: hr.token })).status).toBe(404);
  });
});

describe('POST /api/application/:id/hire', () => {
  it('when an admin hires, then the application is Hired, the person an employee whose old token stops, with their resume', async () => {
    const { user, id, resumeId } = await applicant('Nina New');
    const hired = await api.call('POST', `/api/application/${id}/hire`, { token: admin.token });
    expect(hired).toMatchObject({ status: 200, body: { _id: id, stage: 'hired', role: 'employee', changed: true } });

    expect((await db().collection('users').doc(user.uid).get()).get('role')).toBe('employee');
    expect((await auth().getUser(user.uid)).customClaims?.role).toBe('employee');
    expect((await api.call('GET', '/api/application/my', { token: user.token })).status).toBe(401);

    const idToken = await sessionToken(user.email, TEST_PASSWORD);
    const documents = await api.call('GET', '/api/document/my', { token: idToken });
    expect(documents.body.map((document: { _id: string }) => document._id)).toContain(resumeId);
    const mine = await api.call('GET', '/api/application/my', { token: idToken });
    expect(mine.body[0]).toMatchObject({ status: 'selected' });

    const auditBefore = (await db().collection('auditLog').where('target.id', 'in', [id, user.uid]).get()).size;
    const again = await api.call('POST', `/api/application/${id}/hire`, { token: admin.token });
    expect(again).toMatchObject({ status: 200, body: { changed: false } });
    expect((await db().collection('auditLog').where('target.id', 'in', [id, user.uid]).get()).size).toBe(auditBefore);
    expect((await api.call('GET', '/api/document/my', { token: idToken })).status).toBe(200);
  });

  it('when the candidate deleted the resume they applied with, then hiring restores it among their documents', async () => {
    const { user, id, resumeId } = await applicant('Rita Restore');
    expect((await api.call('DELETE', `/api/document/${resumeId}`, { token: user.token })).status).toBe(200);
    await api.call('POST', `/api/application/${id}/hire`, { token: admin.token });
    const idToken = await sessionToken(user.email, TEST_PASSWORD);
    const documents = await api.call('GET', '/api/document/my', { token: idToken });
    expect(documents.body).toHaveLength(1);
    expect(documents.body[0].fileName).toBe('resume-Hiring Role.pdf');
    const again = await api.call('POST', `/api/application/${id}/hire`, { token: admin.token });
    expect(again.body.changed).toBe(false);
    expect((await api.call('GET', '/api/document/my', { token: idToken })).body).toHaveLength(1);
  });

  it('when a candidate or employee calls hire, or the application was withdrawn, then it is refused', async () => {
    const { user, id } = await applicant();
    expect((await api.call('POST', `/api/application/${id}/hire`, { token: user.token })).status).toBe(403);
    await api.call('POST', `/api/application/${id}/withdraw`, { token: user.token });
    expect((await api.call('POST', `/api/application/${id}/hire`, { token: admin.token })).status).toBe(409);
    expect((await db().collection('users').doc(user.uid).get()).get('role')).toBe('candidate');
  });

  it('when hr hires without an accepted offer, then 403 says hr hires through an offer, and nothing changes', async () => {
    const { user, id } = await applicant('Hector Nooffer');
    const refused = await api.call('POST', `/api/application/${id}/hire`, { token: hr.token });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'forbidden', message: 'HR hires through an accepted offer: only an admin hires without one' },
    });
    expect((await db().collection('applications').doc(id).get()).get('stage')).toBe('applied');
    expect((await db().collection('users').doc(user.uid).get()).get('role')).toBe('candidate');
  });

  it('when the application was rejected, then even an admin cannot hire from it (409)', async () => {
    const { user, id } = await applicant('Rhea Rejected');
    const rejected = await api.call('PATCH', `/api/application/${id}/stage`, {
      token: hr.token,
      body: { stage: 'rejected', reason: 'skills' },
    });
    expect(rejected.status).toBe(200);
    expect(await api.call('POST', `/api/application/${id}/hire`, { token: admin.token })).toMatchObject({
      status: 409,
      body: { code: 'conflict', message: 'This application is already closed' },
    });
    expect((await db().collection('users').doc(user.uid).get()).get('role')).toBe('candidate');
  });
});

describe('every way into the Hired stage is a hire', () => {
  const stageOf = async (id: string) => (await db().collection('applications').doc(id).get()).get('stage');
  const roleOf = async (uid: string) => (await db().collection('users').doc(uid).get()).get('role');
  const hireNeedsOffer = {
    status: 403,
    body: { message: 'HR hires through an accepted offer: only an admin hires without one' },
  };

  it('when hr moves to Hired without an accepted offer (stage, status, bulk, an API key), then 403 each time and nothing changes', async () => {
    const { user, id } = await applicant('Stella Stage');
    const moveTo = (stage: string, token = hr.token) =>
      api.call('PATCH', `/api/application/${id}/stage`, { token, body: { stage } });
    expect(await moveTo('hired')).toMatchObject(hireNeedsOffer);
    expect(
      await api.call('PATCH', `/api/application/${id}/status`, { token: hr.token, body: { status: 'selected' } }),
    ).toMatchObject(hireNeedsOffer);
    const bulk = await api.call('POST', '/api/application/bulk-stage', {
      token: hr.token,
      body: { ids: [id], stage: 'hired' },
    });
    expect(bulk).toMatchObject({
      status: 200,
      body: { moved: [], failed: [{ id, message: hireNeedsOffer.body.message }] },
    });
    const key = await api.call('POST', '/api/integrations/keys', {
      token: admin.token,
      body: { name: 'Hire rule', scopes: ['applications:write'] },
    });
    expect(key.status).toBe(201);
    try {
      expect(await moveTo('hired', key.body.key)).toMatchObject(hireNeedsOffer);
    } finally {
      await api.call('DELETE', `/api/integrations/keys/${key.body.id}`, { token: admin.token });
    }
    expect(await stageOf(id)).toBe('applied');
    expect(await roleOf(user.uid)).toBe('candidate');
    const events = await db().collection('applications').doc(id).collection('events').get();
    expect(events.docs.map((event) => event.get('type'))).not.toContain('hired');
  });

  it('when an admin moves to Hired, then it is the hire with its effects, once, whichever way comes after', async () => {
    const { user, id, resumeId } = await applicant('Hugo Board');
    const moved = await api.call('PATCH', `/api/application/${id}/stage`, {
      token: admin.token,
      body: { stage: 'hired', expectedStage: 'applied' },
    });
    expect(moved).toMatchObject({ status: 200, body: { _id: id, stage: 'hired', status: 'selected' } });
    expect(await roleOf(user.uid)).toBe('employee');
    expect((await auth().getUser(user.uid)).customClaims?.role).toBe('employee');
    const token = await sessionToken(user.email, TEST_PASSWORD);
    const documents = await api.call('GET', '/api/document/my', { token });
    expect(documents.body.map((document: { _id: string }) => document._id)).toContain(resumeId);

    const again = await api.call('POST', `/api/application/${id}/hire`, { token: admin.token });
    expect(again).toMatchObject({ status: 200, body: { changed: false } });
    const bulk = await api.call('POST', '/api/application/bulk-stage', {
      token: admin.token,
      body: { ids: [id], stage: 'hired' },
    });
    expect(bulk.body).toEqual({ moved: [id], failed: [] });
    const events = await db().collection('applications').doc(id).collection('events').get();
    expect(events.docs.filter((event) => event.get('type') === 'hired')).toHaveLength(1);
    expect(events.docs.filter((event) => event.get('toStage') === 'hired')).toHaveLength(1);
  });

  it('when hr moves to Hired through an accepted offer, then it is the hire', async () => {
    const { user, id } = await applicant('Olga Offer');
    await db()
      .collection('applications')
      .doc(id)
      .update({ offer: { id: 'accepted-offer', status: 'accepted' } });
    const moved = await api.call('PATCH', `/api/application/${id}/stage`, {
      token: hr.token,
      body: { stage: 'hired' },
    });
    expect(moved).toMatchObject({ status: 200, body: { stage: 'hired' } });
    expect(await roleOf(user.uid)).toBe('employee');
  });
});

describe('rejection reasons', () => {
  // The list is shared by every test: this one adds a reason of its own, uses it, and takes it out again.
  it('when admins edit the list, then hr read it and rejections must use it; hr cannot edit it', async () => {
    const own = `test-${Date.now().toString(36)}`;
    const read = await api.call('GET', '/api/settings/rejection-reasons', { token: hr.token });
    expect(read.body.reasons.map((reason: { id: string }) => reason.id)).toEqual(
      expect.arrayContaining(DEFAULT_REJECTION_REASONS.map((reason) => reason.id).slice(0, 1)),
    );
    const shared = read.body.reasons as { id: string; label: string }[];
    const withOwn = [...shared, { id: own, label: 'Tested reason' }];
    const putReasons = (reasons: unknown[], token = admin.token) =>
      api.call('PUT', '/api/settings/rejection-reasons', { token, body: { reasons } });
    expect((await putReasons(withOwn, hr.token)).status).toBe(403);
    expect(await putReasons(withOwn)).toMatchObject({ status: 200, body: { reasons: withOwn } });
    const reject = async () => {
      const { id } = await applicant();
      return api.call('PATCH', `/api/application/${id}/stage`, {
        token: hr.token,
        body: { stage: 'rejected', reason: own },
      });
    };
    expect((await reject()).status).toBe(200);
    const current = (await api.call('GET', '/api/settings/rejection-reasons', { token: hr.token })).body.reasons;
    expect(await putReasons(current.filter((reason: { id: string }) => reason.id !== own))).toMatchObject({
      status: 200,
    });
    expect((await reject()).status).toBe(400);
    expect((await putReasons([])).status).toBe(400);
  });
});
