import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_PERSON, NEXT_CURSOR_HEADER } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { installReadMeter, readsOf } from './support/read-meter.js';
import { createTestUser, type TestUser } from './support/users.js';

let api: TestServer;
let hr: TestUser;
let jobId: string;
const KIT = {
  attributes: [{ name: 'Communication', description: 'Explains clearly' }, { name: 'System design' }],
  questions: ['Tell us about a system you designed.'],
};

beforeAll(async () => {
  installReadMeter();
  api = await startServer();
  hr = await createTestUser('hr');
  const job = await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Interviewed Role', kit: KIT } });
  jobId = job.body._id;
});
afterAll(() => api.close());

const applicant = (name = 'Ivy Interviewee') => newApplicant(api, jobId, name);

const assign = (id: string, uid: string, token = hr.token) =>
  api.call('POST', `/api/application/${id}/interviewers`, { token, body: { uid } });
const score = (id: string, token: string, body: unknown) =>
  api.call('PUT', `/api/application/${id}/scorecard`, { token, body });
const ALL_GOOD = { ratings: { communication: 3, 'system-design': 4 }, recommendation: 'yes', notes: 'Solid' };

describe('interview kit', () => {
  it('when hr writes a kit, then attributes get ids from their names and keep them through a rename', async () => {
    const job = await api.call('GET', `/api/job/${jobId}`, { token: hr.token });
    expect(job.body.kit).toEqual({
      attributes: [
        { id: 'communication', name: 'Communication', description: 'Explains clearly' },
        { id: 'system-design', name: 'System design' },
      ],
      questions: KIT.questions,
    });
    const other = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Kit rename' } })).body._id;
    await api.call('PUT', `/api/job/${other}/kit`, { token: hr.token, body: { attributes: [{ name: 'Craft' }] } });
    const renamed = await api.call('PUT', `/api/job/${other}/kit`, {
      token: hr.token,
      body: { attributes: [{ id: 'craft', name: 'Craftsmanship' }, { name: 'Craft' }], questions: [] },
    });
    expect(renamed.body.kit.attributes).toEqual([
      { id: 'craft', name: 'Craftsmanship' },
      { id: 'craft-2', name: 'Craft' },
    ]);
  });

  it('when a kit is empty, too long, repeats a name or comes from a non-staff role, then it is refused', async () => {
    const put = (body: unknown, token = hr.token) => api.call('PUT', `/api/job/${jobId}/kit`, { token, body });
    expect(await put({ attributes: [] })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('at least one attribute') },
    });
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ name: `A${i}` }));
    expect((await put({ attributes: thirteen })).status).toBe(400);
    expect((await put({ attributes: [{ name: 'X' }, { name: 'x' }] })).body.message).toContain('must differ');
    const employee = await createTestUser('employee');
    expect((await put(KIT, employee.token)).status).toBe(403);
    expect((await api.call('PUT', '/api/job/no-such-job/kit', { token: hr.token, body: KIT })).status).toBe(404);
  });
});

describe('interviewers', () => {
  it('when hr assigns an employee, then they are on the panel, on the timeline, and see the interview', async () => {
    const { id } = await applicant('Pia Panel');
    const employee = await createTestUser('employee', 'Eli Employee');
    const assigned = await assign(id, employee.uid);
    expect(assigned).toMatchObject({
      status: 201,
      body: [{ uid: employee.uid, name: 'Eli Employee', submitted: false }],
    });

    const events = await api.call('GET', `/api/application/${id}/events`, { token: hr.token });
    expect(events.body[0]).toMatchObject({
      type: 'interviewer_assigned',
      actor: { uid: hr.uid, name: 'Test hr' },
      interviewer: { uid: employee.uid, name: 'Eli Employee' },
      mailId: expect.any(String),
    });

    const mine = await api.call('GET', '/api/interview/my', { token: employee.token });
    expect(mine.body).toEqual([
      expect.objectContaining({
        applicationId: id,
        candidateName: 'Pia Panel',
        jobTitle: 'Interviewed Role',
        stage: 'applied',
        stageName: 'Applied',
        submitted: false,
        kit: expect.objectContaining({ questions: KIT.questions }),
      }),
    ]);
    const resume = await api.call('GET', mine.body[0].resumeUrl);
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-type')).toBe('application/pdf');
    expect((await api.call('GET', `/api/interview/${id}`, { token: employee.token })).body.applicationId).toBe(id);
  });

  it('when the person is a candidate, unknown, already on the panel, or the caller is not staff, then refused', async () => {
    const { user, id } = await applicant();
    const employee = await createTestUser('employee');
    expect(await assign(id, user.uid)).toMatchObject({
      status: 400,
      body: { message: 'Interviewers must be hr, admin or employee accounts' },
    });
    expect((await assign(id, 'nobody-here')).status).toBe(400);
    expect((await assign(id, employee.uid)).status).toBe(201);
    expect((await assign(id, employee.uid)).status).toBe(409);
    expect((await assign(id, hr.uid, employee.token)).status).toBe(403);
    expect((await assign('no-such-application', employee.uid)).status).toBe(404);
  });

  it('when hr removes an interviewer, then the timeline says so and a second removal is 404', async () => {
    const { id } = await applicant();
    const employee = await createTestUser('employee');
    await assign(id, employee.uid);
    const removed = await api.call('DELETE', `/api/application/${id}/interviewers/${employee.uid}`, {
      token: hr.token,
    });
    expect(removed).toMatchObject({ status: 200, body: [] });
    const events = (await api.call('GET', `/api/application/${id}/events`, { token: hr.token })).body;
    expect(events.map((event: { type: string }) => event.type)).toEqual([
      'interviewer_removed',
      'interviewer_assigned',
      'applied',
    ]);
    const again = await api.call('DELETE', `/api/application/${id}/interviewers/${employee.uid}`, { token: hr.token });
    expect(again.status).toBe(404);
    expect((await api.call('GET', `/api/interview/${id}`, { token: employee.token })).status).toBe(403);
  });

  it('when someone has more interviews than a page, then /api/interview/my pages with a cursor', async () => {
    const employee = await createTestUser('employee');
    const ids = [];
    for (const name of ['Page One', 'Page Two', 'Page Three']) {
      const { id } = await applicant(name);
      await assign(id, employee.uid);
      ids.push(id);
    }
    const first = await api.call('GET', '/api/interview/my?limit=2', { token: employee.token });
    expect(first.body.map((row: { applicationId: string }) => row.applicationId)).toEqual([ids[2], ids[1]]);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    const second = await api.call('GET', `/api/interview/my?limit=2&cursor=${cursor}`, { token: employee.token });
    expect(second.body.map((row: { applicationId: string }) => row.applicationId)).toEqual([ids[0]]);
    const candidate = await createTestUser('candidate');
    expect((await api.call('GET', '/api/interview/my', { token: candidate.token })).status).toBe(403);
  });
});

describe('scorecards', () => {
  it('when someone not on the panel submits, candidates included, then 403', async () => {
    const { user, id } = await applicant();
    const outsider = await createTestUser('employee');
    expect((await score(id, outsider.token, ALL_GOOD)).status).toBe(403);
    expect((await score(id, user.token, ALL_GOOD)).status).toBe(403);
    expect((await score(id, hr.token, ALL_GOOD)).status).toBe(403);
  });

  it('when an attribute is unrated or unknown, then 400 naming it', async () => {
    const { id } = await applicant();
    const employee = await createTestUser('employee');
    await assign(id, employee.uid);
    const missing = await score(id, employee.token, { ratings: { communication: 2 }, recommendation: 'no' });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Rate every attribute. Missing: System design' } });
    const unknown = await score(id, employee.token, { ...ALL_GOOD, ratings: { ...ALL_GOOD.ratings, charm: 4 } });
    expect(unknown).toMatchObject({ status: 400, body: { message: expect.stringContaining('charm') } });
    expect((await score(id, employee.token, { ...ALL_GOOD, ratings: { communication: 5 } })).status).toBe(400);
    expect((await score(id, employee.token, { ...ALL_GOOD, recommendation: 'maybe' })).status).toBe(400);
  });

  it('when an interviewer re-submits, then it updates, keeps the first submission time, and the totals follow', async () => {
    const { id } = await applicant();
    const employee = await createTestUser('employee');
    await assign(id, employee.uid);
    const first = await score(id, employee.token, ALL_GOOD);
    expect(first).toMatchObject({ status: 200, body: { recommendation: 'yes', notes: 'Solid' } });
    const second = await score(id, employee.token, { ...ALL_GOOD, recommendation: 'strong_yes', notes: 'Better' });
    expect(second.body.submittedAt).toBe(first.body.submittedAt);
    expect(second.body.updatedAt >= first.body.updatedAt).toBe(true);
    const staffView = (await api.call('GET', `/api/application/${id}`, { token: hr.token })).body;
    expect(staffView.scorecards).toEqual({ count: 1, recommendationTotal: 4 });
    const events = (await api.call('GET', `/api/application/${id}/events`, { token: hr.token })).body;
    expect(events.map((event: { type: string }) => event.type).slice(0, 3)).toEqual([
      'scorecard_updated',
      'scorecard_submitted',
      'interviewer_assigned',
    ]);
    const mine = await api.call('GET', '/api/interview/my', { token: employee.token });
    expect(mine.body[0].submitted).toBe(true);
  });

  it('when one interviewer has submitted, then the other sees nothing of it until they submit too', async () => {
    const { user, id } = await applicant();
    const [first, second, outsider] = await Promise.all([
      createTestUser('employee', 'First Interviewer'),
      createTestUser('employee', 'Second Interviewer'),
      createTestUser('employee'),
    ]);
    await assign(id, first.uid);
    await assign(id, second.uid);
    await score(id, first.token, { ...ALL_GOOD, notes: 'First verdict' });

    const blind = await api.call('GET', `/api/application/${id}/scorecards`, { token: second.token });
    expect(blind).toMatchObject({ status: 200, body: { blind: true, scorecards: [], interviewers: [] } });
    expect(JSON.stringify(blind.body)).not.toContain('First verdict');

    const firstView = await api.call('GET', `/api/application/${id}/scorecards`, { token: first.token });
    expect(firstView.body).toMatchObject({ blind: false, scorecards: [{ notes: 'First verdict' }] });

    await score(id, second.token, { ...ALL_GOOD, recommendation: 'no' });
    const open = await api.call('GET', `/api/application/${id}/scorecards`, { token: second.token });
    expect(open.body.scorecards).toHaveLength(2);

    const grid = await api.call('GET', `/api/application/${id}/scorecards`, { token: hr.token });
    expect(grid.body.attributes.map((a: { id: string }) => a.id)).toEqual(['communication', 'system-design']);
    expect(grid.body.interviewers.map((i: { submitted: boolean }) => i.submitted)).toEqual([true, true]);

    for (const refused of [user, outsider])
      expect((await api.call('GET', `/api/application/${id}/scorecards`, { token: refused.token })).status).toBe(403);
  });

  it('when hr opens the grid of a panel of 8 who all submitted, then it costs the session, 2, 8 + 8 and 8 names', async () => {
    const { id } = await applicant('Eight Panel');
    const panel = await Promise.all(Array.from({ length: 8 }, (_, i) => createTestUser('employee', `Panel ${i}`)));
    for (const person of panel) await assign(id, person.uid);
    for (const person of panel) await score(id, person.token, ALL_GOOD);
    const reads = await readsOf(async () => {
      const grid = await api.call('GET', `/api/application/${id}/scorecards`, { token: hr.token });
      expect(grid.body.scorecards).toHaveLength(8);
    });
    // The session (users doc), the application, its job (the kit), 8 panel entries, 8 scorecards, and the 8
    // people's names (panels keep uids only, one getAll).
    console.info(`Decision grid for 8 interviewers: ${reads} reads`);
    expect(reads).toBe(1 + 2 + 8 + 8 + 8);
  });
});

describe('panels and scorecards keep people by uid', () => {
  it('when an interviewer scores, then panel and scorecard store their uid only; names are read when shown, and an erased one shows as such', async () => {
    const { id } = await applicant('Una Uid');
    const interviewer = await createTestUser('employee', 'Ines Interviewer');
    await assign(id, interviewer.uid);
    expect((await score(id, interviewer.token, ALL_GOOD)).body.interviewer).toEqual({
      uid: interviewer.uid,
      name: 'Ines Interviewer',
      email: interviewer.email,
    });
    const stored = db().collection('applications').doc(id);
    const entry = (await stored.collection('interviewers').doc(interviewer.uid).get()).data()!;
    const card = (await stored.collection('scorecards').doc(interviewer.uid).get()).data()!;
    expect(JSON.stringify([entry, card])).not.toMatch(/Ines|@/);
    expect(card.interviewer).toEqual({ uid: interviewer.uid });

    const grid = async () => (await api.call('GET', `/api/application/${id}/scorecards`, { token: hr.token })).body;
    expect((await grid()).interviewers[0]).toMatchObject({ name: 'Ines Interviewer', email: interviewer.email });
    const admin = await createTestUser('admin');
    await api.call('DELETE', `/api/user/${interviewer.uid}`, { token: admin.token });
    const erased = { uid: expect.stringMatching(/^erased-/), name: ERASED_PERSON, email: '' };
    expect((await grid()).scorecards[0].interviewer).toEqual(erased);
  });
});
