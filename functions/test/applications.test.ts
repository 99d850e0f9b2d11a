import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, NEXT_CURSOR_HEADER } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { mintLink } from '../src/lib/file-links.js';
import { startServer, type TestServer } from './support/api.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { createTestUser, sessionToken, type TestUser } from './support/users.js';

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;

beforeAll(async () => {
  api = await startServer();
  [admin, hr, employee] = await Promise.all([
    createTestUser('admin'),
    createTestUser('hr'),
    createTestUser('employee'),
  ]);
});
afterAll(() => api.close());

async function newJob(fields: Record<string, unknown> = {}) {
  const response = await api.call('POST', '/api/job', {
    token: admin.token,
    body: { title: 'Platform Engineer', location: 'Berlin', jobType: 'full-time', ...fields },
  });
  return response.body as { _id: string; title: string };
}

async function resumeOf(user: TestUser, name = 'cv.pdf') {
  const response = await api.upload(
    '/api/document/upload',
    user.token,
    multipart(name, makePdf(`${name} of ${user.email}`)),
  );
  return response.body as { _id: string; filePath: string };
}

const applyTo = (user: TestUser, jobId: string, resumeUrl: string) =>
  api.call('POST', `/api/application/${jobId}`, { token: user.token, body: { resumeUrl } });

describe('POST /api/application/:jobId', () => {
  it('when a candidate applies with their resume, then the application starts as applied with the job snapshot', async () => {
    const candidate = await createTestUser('candidate');
    const job = await newJob({ title: 'Site Reliability Engineer', location: 'Remote', jobType: 'part-time' });
    const resume = await resumeOf(candidate);

    const response = await applyTo(candidate, job._id, resume.filePath);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: `${job._id}_${candidate.uid}`,
      job: { _id: job._id, title: 'Site Reliability Engineer', location: 'Remote', jobType: 'part-time' },
      status: 'applied',
      createdAt: expect.any(String),
      withdrawn: false,
      referredBy: null,
    });
    const stored = (await db().collection('applications').doc(response.body._id).get()).data()!;
    expect(stored).toMatchObject({
      candidate: candidate.uid,
      candidateEmail: candidate.email,
      resumeDocumentId: resume._id,
      stage: 'applied',
      candidateName: 'Test candidate',
      source: null,
    });
  });

  it('when 20 apply requests for the same job race, then exactly one application exists and the rest get 409', async () => {
    const candidate = await createTestUser('candidate');
    const job = await newJob();
    const resume = await resumeOf(candidate);
    const responses = await Promise.all(Array.from({ length: 20 }, () => applyTo(candidate, job._id, resume.filePath)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const conflictBody = responses.find((response) => response.status === 409)!.body;
    expect(conflictBody).toEqual({ message: APPLICATION_MESSAGES.alreadyApplied, code: 'conflict' });
    const stored = await db().collection('applications').where('job', '==', job._id).get();
    expect(stored.size).toBe(1);
  });

  it("when a candidate uses someone else's resume, then 403 and nothing is created", async () => {
    const [alice, mallory] = await Promise.all([createTestUser('candidate'), createTestUser('candidate')]);
    const job = await newJob();
    const alicesResume = await resumeOf(alice);
    const response = await applyTo(mallory, job._id, alicesResume.filePath);
    expect(response).toMatchObject({ status: 403, body: { message: APPLICATION_MESSAGES.notYourResume } });
    expect((await db().collection('applications').doc(`${job._id}_${mallory.uid}`).get()).exists).toBe(false);
  });

  it.each(['__x__', '/api/document/__x__/file?expires=1&signature=x'])(
    'when the resume names a reserved Firestore id (%s), then 403 like any unknown resume',
    async (resumeUrl) => {
      const candidate = await createTestUser('candidate');
      const job = await newJob();
      const response = await applyTo(candidate, job._id, resumeUrl);
      expect(response).toMatchObject({ status: 403, body: { message: APPLICATION_MESSAGES.notYourResume } });
    },
  );

  it('when the job is inactive, then 409 "no longer accepting applications"', async () => {
    const candidate = await createTestUser('candidate');
    const job = await newJob({ isActive: false });
    const response = await applyTo(candidate, job._id, (await resumeOf(candidate)).filePath);
    expect(response).toMatchObject({ status: 409, body: { message: APPLICATION_MESSAGES.jobClosed } });
  });

  it.each([
    [{}, 'Please select a resume to apply'],
    [{ resumeUrl: '' }, 'Please select a resume to apply'],
    [{ resumeUrl: 'x', candidate: 'someone' }, 'Unknown field: candidate'],
  ])('when the body is %j, then 400 "%s"', async (body, message) => {
    const candidate = await createTestUser('candidate');
    const job = await newJob();
    const response = await api.call('POST', `/api/application/${job._id}`, { token: candidate.token, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('when the job does not exist, then 404', async () => {
    const candidate = await createTestUser('candidate');
    expect((await applyTo(candidate, 'no-such-job', (await resumeOf(candidate)).filePath)).status).toBe(404);
  });

  it('when an employee applies (internal move), then it is accepted; hr and admin cannot apply', async () => {
    const job = await newJob();
    expect((await applyTo(employee, job._id, (await resumeOf(employee)).filePath)).status).toBe(201);
    expect((await applyTo(hr, job._id, 'x')).status).toBe(403);
    expect((await applyTo(admin, job._id, 'x')).status).toBe(403);
  });

  it('when the candidate deletes the resume afterwards, then hr can still open the copy kept with the application', async () => {
    const candidate = await createTestUser('candidate');
    const job = await newJob();
    const resume = await resumeOf(candidate, 'kept.pdf');
    await applyTo(candidate, job._id, resume.filePath);
    await api.call('DELETE', `/api/document/${resume._id}`, { token: candidate.token });

    const list = await api.call('GET', `/api/application/job/${job._id}`, { token: hr.token });
    const opened = await api.call('GET', list.body[0].resumeUrl);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.body.toString('latin1')).toContain('kept.pdf of');
  });
});

describe('GET /api/application/my', () => {
  it('when a candidate lists applications, then only theirs come back with the job populated, newest first', async () => {
    const [candidate, other] = await Promise.all([createTestUser('candidate'), createTestUser('candidate')]);
    const [first, second] = [await newJob({ title: 'First Job' }), await newJob({ title: 'Second Job' })];
    const resume = await resumeOf(candidate);
    await applyTo(candidate, first._id, resume.filePath);
    await applyTo(candidate, second._id, resume.filePath);
    await applyTo(other, first._id, (await resumeOf(other)).filePath);

    const response = await api.call('GET', '/api/application/my', { token: candidate.token });
    expect(response.status).toBe(200);
    expect(response.body.map((application: { job: { title: string } }) => application.job.title)).toEqual([
      'Second Job',
      'First Job',
    ]);

    const page1 = await api.call('GET', '/api/application/my?limit=1', { token: candidate.token });
    expect(page1.body.map((application: { job: { title: string } }) => application.job.title)).toEqual(['Second Job']);
    const cursor = page1.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const page2 = await api.call('GET', `/api/application/my?limit=1&cursor=${cursor}`, { token: candidate.token });
    expect(page2.body.map((application: { job: { title: string } }) => application.job.title)).toEqual(['First Job']);
    expect((await api.call('GET', '/api/application/my?limit=101', { token: candidate.token })).body).toEqual({
      message: 'limit must be a whole number from 1 to 100',
      code: 'validation_failed',
    });
  });

  it('when the job is deleted, then the application stays readable from its snapshot and deleting says so', async () => {
    const candidate = await createTestUser('candidate');
    const job = await newJob({ title: 'Vanishing Job' });
    await applyTo(candidate, job._id, (await resumeOf(candidate)).filePath);
    const deleted = await api.call('DELETE', `/api/job/${job._id}`, { token: admin.token });
    expect(deleted.body).toEqual({ message: 'Job deleted. Its 1 application stay readable.', applications: 1 });
    const mine = await api.call('GET', '/api/application/my', { token: candidate.token });
    expect(mine.body[0].job).toEqual({
      _id: job._id,
      title: 'Vanishing Job',
      location: 'Berlin',
      jobType: 'full-time',
    });
  });

  it('when hr or admin ask for "my" applications, then 403', async () => {
    expect((await api.call('GET', '/api/application/my', { token: hr.token })).status).toBe(403);
  });
});

describe('staff listing and status changes', () => {
  it('when hr lists all applications, then one call returns a page with the next cursor in a header', async () => {
    const job = await newJob({ title: 'Busy Job' });
    for (let i = 0; i < 3; i++) {
      const candidate = await createTestUser('candidate');
      await applyTo(candidate, job._id, (await resumeOf(candidate)).filePath);
    }
    const first = await api.call('GET', `/api/application?job=${job._id}&limit=2`, { token: hr.token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(2);
    expect(first.body[0]).toEqual({
      _id: expect.stringContaining(job._id),
      job: job._id,
      jobTitle: 'Busy Job',
      candidate: expect.any(String),
      candidateEmail: expect.stringContaining('@test.example'),
      candidateName: 'Test candidate',
      source: null,
      status: 'applied',
      stage: 'applied',
      stageEnteredAt: expect.any(String),
      resumeUrl: expect.stringMatching(/^\/api\/application\/.+\/resume\?expires=\d+&signature=/),
      createdAt: expect.any(String),
      scorecards: { count: 0, recommendationTotal: 0 },
      answers: [],
      flags: [],
      referral: null,
    });
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    const second = await api.call('GET', `/api/application?job=${job._id}&limit=2&cursor=${cursor}`, {
      token: hr.token,
    });
    expect(second.body).toHaveLength(1);
    expect(new Set([...first.body, ...second.body].map((a: { _id: string }) => a._id)).size).toBe(3);
  });

  it('when admin changes a status, then the new status is returned and the change is recorded', async () => {
    const candidate = await createTestUser('candidate');
    const job = await newJob();
    const { body: application } = await applyTo(candidate, job._id, (await resumeOf(candidate)).filePath);

    const shortlisted = await api.call('PATCH', `/api/application/${application._id}/status`, {
      token: admin.token,
      body: { status: 'shortlisted' },
    });
    expect(shortlisted).toMatchObject({ status: 200, body: { status: 'shortlisted' } });
    // hr selects through an accepted offer (the hire rule), which makes the candidate an employee.
    await db()
      .collection('applications')
      .doc(application._id)
      .update({ offer: { id: 'accepted', status: 'accepted' } });
    const selected = await api.call('PATCH', `/api/application/${application._id}/status`, {
      token: hr.token,
      body: { status: 'selected' },
    });
    expect(selected.body).toEqual({ status: 'selected' });
    const back = await api.call('PATCH', `/api/application/${application._id}/status`, {
      token: admin.token,
      body: { status: 'applied' },
    });
    expect(back.body).toEqual({ status: 'applied' });

    const employee = await sessionToken(candidate.email);
    const mine = await api.call('GET', '/api/application/my', { token: employee });
    expect(mine.body[0].status).toBe('applied');
    const history = await api.call('GET', `/api/application/${application._id}/events`, { token: employee });
    expect(history.body.map((change: { from: string | null; to: string }) => [change.from, change.to])).toEqual([
      [null, 'applied'],
      ['applied', 'shortlisted'],
      ['shortlisted', 'selected'],
      ['selected', 'applied'],
    ]);
    const timeline = await api.call('GET', `/api/application/${application._id}/events`, { token: hr.token });
    expect(timeline.body.map((event: { actor: { uid: string } }) => event.actor.uid)).toEqual([
      admin.uid,
      hr.uid,
      admin.uid,
      candidate.uid,
    ]);
  });

  it.each([
    [{ status: 'hired' }, 400],
    [{}, 400],
    [{ status: 'selected', by: 'x' }, 400],
  ])('when the status body is %j, then %i', async (body, status) => {
    expect((await api.call('PATCH', '/api/application/any_id/status', { token: admin.token, body })).status).toBe(
      status,
    );
  });

  it('when the application does not exist, then 404', async () => {
    expect(
      (
        await api.call('PATCH', '/api/application/nope_nope/status', {
          token: admin.token,
          body: { status: 'rejected' },
        })
      ).status,
    ).toBe(404);
  });

  it('when a candidate or employee changes a status or lists all, then 403', async () => {
    const candidate = await createTestUser('candidate');
    for (const user of [candidate, employee]) {
      expect(
        (await api.call('PATCH', '/api/application/x_y/status', { token: user.token, body: { status: 'selected' } }))
          .status,
      ).toBe(403);
      expect((await api.call('GET', '/api/application', { token: user.token })).status).toBe(403);
      expect((await api.call('GET', '/api/application/job/x', { token: user.token })).status).toBe(403);
    }
  });

  it('when the resume link is altered or expired, then 403', async () => {
    const expired = mintLink('application', 'x_y', Date.now() - 3 * 3600 * 1000);
    expect((await api.call('GET', expired)).status).toBe(403);
    expect((await api.call('GET', '/api/application/x_y/resume?expires=9999999999&signature=abc')).status).toBe(403);
  });

  it('when hr reads a candidate who applied, then their documents are visible', async () => {
    const candidate = await createTestUser('candidate');
    const job = await newJob();
    const resume = await resumeOf(candidate, 'visible.pdf');
    await applyTo(candidate, job._id, resume.filePath);
    const profile = await api.call('GET', `/api/user/${candidate.uid}`, { token: hr.token });
    expect(profile.body.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['visible.pdf']);
  });
});
