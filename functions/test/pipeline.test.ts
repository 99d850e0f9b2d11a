import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardCardOf,
  PIPELINE_MESSAGES,
  type ApplicationDto,
  type ApplicationEventDto,
  type JobDto,
} from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser, type TestUser, sessionToken } from './support/users.js';

let api: TestServer;
let admin: TestUser;
let hr: TestUser;

beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
});
afterAll(() => api.close());

async function newJob(fields: Record<string, unknown> = {}): Promise<JobDto> {
  const response = await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Pipeline Role', ...fields } });
  expect(response.status).toBe(201);
  return response.body;
}

/** A new candidate applied to the job with a fresh resume: the application's id. */
const applicant = (jobId: string, name = 'Pia Pipeline') => newApplicant(api, jobId, name);

const move = (id: string, body: Record<string, unknown>, token = hr.token) =>
  api.call('PATCH', `/api/application/${id}/stage`, { token, body });
/** The application's event log as hr reads it, newest first. */
const timeline = async (id: string) =>
  (await api.call('GET', `/api/application/${id}/events`, { token: hr.token })).body as ApplicationEventDto[];
const staffView = async (id: string) =>
  (await api.call<ApplicationDto>('GET', `/api/application/${id}`, { token: hr.token })).body;

describe('stages of a job', () => {
  it('when hr renames, reorders and removes stages, then ids stay with their stage and a stage in use stays', async () => {
    const job = await newJob({
      stages: [
        { name: 'New', status: 'applied' },
        { name: 'Tech Interview', status: 'shortlisted' },
        { name: 'Hired', status: 'selected' },
      ],
    });
    expect(job.stages.slice(0, 3).map((stage) => stage.id)).toEqual(['new', 'tech-interview', 'hired']);
    const { id } = await applicant(job._id);
    expect((await staffView(id)).stage).toBe('new');

    const renamed = await api.call<JobDto>('PATCH', `/api/job/${job._id}`, {
      token: hr.token,
      body: {
        stages: [
          { id: 'new', name: 'Inbox', status: 'applied' },
          { id: 'hired', name: 'Hired', status: 'selected' },
          { id: 'tech-interview', name: 'Tech interview', status: 'shortlisted' },
        ],
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.stages.slice(0, 3).map((stage) => `${stage.id}:${stage.name}`)).toEqual([
      'new:Inbox',
      'hired:Hired',
      'tech-interview:Tech interview',
    ]);
    expect((await staffView(id)).stage).toBe('new');

    const removeUsed = await api.call('PATCH', `/api/job/${job._id}`, {
      token: hr.token,
      body: { stages: [{ id: 'hired', name: 'Hired', status: 'selected' }] },
    });
    expect(removeUsed.status).toBe(409);
    expect(removeUsed.body.message).toContain(PIPELINE_MESSAGES.stageNotEmpty);
    const removeEmpty = await api.call<JobDto>('PATCH', `/api/job/${job._id}`, {
      token: hr.token,
      body: {
        stages: [
          { id: 'new', name: 'Inbox', status: 'applied' },
          { id: 'hired', name: 'Hired', status: 'selected' },
        ],
      },
    });
    expect(removeEmpty.body.stages.map((stage) => stage.id)).toEqual(['new', 'hired', 'rejected', 'withdrawn']);
  });

  it.each([
    [[], 'A job needs at least one stage'],
    [
      [
        { name: 'A', status: 'applied' },
        { name: 'a', status: 'applied' },
      ],
      'Stage names must differ',
    ],
    [[{ name: 'Out', status: 'rejected' }], 'A stage shows candidates applied, shortlisted or selected'],
  ])('when the stages are %j, then 400 says why', async (stages, message) => {
    const response = await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Bad stages', stages } });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });
});

describe('PATCH /api/application/:id/stage', () => {
  it('when hr moves an application, then stage, status, history and audit change together', async () => {
    const job = await newJob();
    const { user, id } = await applicant(job._id);
    const moved = await move(id, { stage: 'interview', expectedStage: 'applied' });
    expect(moved).toMatchObject({ status: 200, body: { _id: id, stage: 'interview', status: 'shortlisted' } });
    expect((await timeline(id))[0]).toEqual({
      _id: expect.any(String),
      type: 'moved',
      at: moved.body.stageEnteredAt,
      actor: { uid: hr.uid, name: 'Test hr' },
      fromStatus: 'applied',
      toStatus: 'shortlisted',
      fromStage: 'applied',
      toStage: 'interview',
      reasonId: null,
      source: null,
      mailId: expect.any(String),
    });
    const audit = await db().collection('auditLog').where('target.id', '==', id).get();
    expect(audit.docs.map((entry) => entry.get('action'))).toEqual(['application.stage_changed']);
    // The candidate sees the status, not the stage or who moved it.
    const mine = await api.call('GET', '/api/application/my', { token: user.token });
    expect(mine.body[0]).toMatchObject({ status: 'shortlisted', withdrawn: false });
    expect(JSON.stringify(mine.body[0])).not.toContain('interview');
  });

  it('when the board reads the moved application from Firestore, then its card agrees with the API', async () => {
    const job = await newJob();
    const { id } = await applicant(job._id, 'Bo Board');
    const moved = await move(id, { stage: 'interview', expectedStage: 'applied' });
    const stored = await db().collection('applications').doc(id).get();
    const card = boardCardOf(id, stored.data()!);
    const view = await staffView(id);
    expect(card).toEqual({
      id,
      name: 'Bo Board',
      email: view.candidateEmail,
      stage: 'interview',
      appliedAt: new Date(view.createdAt!),
      stageEnteredAt: new Date(moved.body.stageEnteredAt),
      scorecards: { count: 0, average: null },
      interviewAt: null,
      offerStatus: null,
      tags: [],
      flags: [],
      referral: null,
    });
  });

  it('when moved to a stage keeping the status, then the candidate sees no new history step', async () => {
    const job = await newJob();
    const { user, id } = await applicant(job._id);
    await move(id, { stage: 'screening' });
    const history = await api.call('GET', `/api/application/${id}/events`, { token: user.token });
    expect(history.body).toEqual([{ from: null, to: 'applied', at: expect.any(String) }]);
    expect(await timeline(id)).toHaveLength(2);
  });

  it('when rejected, then a reason from the list is required', async () => {
    const job = await newJob();
    const { id } = await applicant(job._id);
    expect(await move(id, { stage: 'rejected' })).toMatchObject({
      status: 400,
      body: { message: PIPELINE_MESSAGES.reasonRequired },
    });
    expect(await move(id, { stage: 'rejected', reason: 'astrology' })).toMatchObject({
      status: 400,
      body: { message: PIPELINE_MESSAGES.unknownReason },
    });
    expect(await move(id, { stage: 'rejected', reason: 'skills' })).toMatchObject({
      status: 200,
      body: { stage: 'rejected', status: 'rejected' },
    });
    expect((await timeline(id))[0]).toMatchObject({ type: 'moved', toStage: 'rejected', reasonId: 'skills' });
  });

  it('when the mover saw another stage than the current one, then 409 names the current stage', async () => {
    const job = await newJob();
    const { id } = await applicant(job._id);
    await move(id, { stage: 'screening' });
    expect(await move(id, { stage: 'offer', expectedStage: 'applied' })).toMatchObject({
      status: 409,
      body: { message: PIPELINE_MESSAGES.staleMove, code: 'conflict', currentStage: 'screening' },
    });
    expect((await staffView(id)).stage).toBe('screening');
  });

  it('when 20 recruiters move the same card at once from the stage they saw, then exactly one move wins', async () => {
    const job = await newJob();
    const { id } = await applicant(job._id);
    // (Hired is not among them: hr's move into it is a hire, which needs an accepted offer.)
    const targets = ['screening', 'interview', 'offer'];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => move(id, { stage: targets[i % targets.length], expectedStage: 'applied' })),
    );
    const winners = results.filter((result) => result.status === 200);
    expect(winners).toHaveLength(1);
    const current = winners[0]!.body.stage;
    for (const loser of results.filter((result) => result.status !== 200))
      expect(loser).toMatchObject({ status: 409, body: { currentStage: current } });
    const view = await staffView(id);
    expect(view.stage).toBe(current);
    expect((await timeline(id)).map((event) => event.type)).toEqual(['moved', 'applied']);
  });

  it('when the stage is unknown, withdrawn, or the caller is not staff, then it is refused', async () => {
    const job = await newJob();
    const { user, id } = await applicant(job._id);
    expect((await move(id, { stage: 'nowhere' })).status).toBe(400);
    expect(await move(id, { stage: 'withdrawn' })).toMatchObject({
      status: 403,
      body: { message: PIPELINE_MESSAGES.closingStageByStaff },
    });
    expect((await move(id, { stage: 'offer' }, user.token)).status).toBe(403);
    expect((await move('no-such-application', { stage: 'offer' })).status).toBe(404);
  });

  it('when the old status dropdown is used, then the application moves to the first stage showing it', async () => {
    const job = await newJob();
    const { id } = await applicant(job._id);
    const response = await api.call('PATCH', `/api/application/${id}/status`, {
      token: admin.token,
      body: { status: 'shortlisted' },
    });
    expect(response.body).toEqual({ status: 'shortlisted' });
    expect((await staffView(id)).stage).toBe('interview');
  });
});

describe('POST /api/application/bulk-stage', () => {
  it('when many are moved, then each moves or is reported with why not', async () => {
    const job = await newJob();
    const [a, b, gone] = await Promise.all([applicant(job._id), applicant(job._id), applicant(job._id)]);
    await api.call('POST', `/api/application/${gone.id}/withdraw`, { token: gone.user.token });
    const response = await api.call('POST', '/api/application/bulk-stage', {
      token: hr.token,
      body: { ids: [a.id, b.id, gone.id, 'missing-one'], stage: 'rejected', reason: 'position-filled' },
    });
    expect(response.status).toBe(200);
    expect(response.body.moved.sort()).toEqual([a.id, b.id].sort());
    expect(response.body.failed).toEqual(
      expect.arrayContaining([
        { id: gone.id, message: PIPELINE_MESSAGES.alreadyClosed },
        { id: 'missing-one', message: 'Application not found' },
      ]),
    );
    expect((await staffView(a.id)).status).toBe('rejected');
  });

  it('when more than 200 ids or none are sent, then 400', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => `id-${i}`);
    expect(
      (await api.call('POST', '/api/application/bulk-stage', { token: hr.token, body: { ids, stage: 'offer' } }))
        .status,
    ).toBe(400);
    expect(
      (await api.call('POST', '/api/application/bulk-stage', { token: hr.token, body: { ids: [], stage: 'offer' } }))
        .status,
    ).toBe(400);
  });
});

describe('POST /api/application/:id/withdraw', () => {
  it('when the candidate withdraws, then it closes as Withdrawn; nobody else may withdraw it', async () => {
    const job = await newJob();
    const { user, id } = await applicant(job._id);
    const other = await createTestUser('candidate');
    expect((await api.call('POST', `/api/application/${id}/withdraw`, { token: other.token })).status).toBe(403);
    const withdrawn = await api.call('POST', `/api/application/${id}/withdraw`, { token: user.token });
    expect(withdrawn.body).toMatchObject({ stage: 'withdrawn', status: 'rejected' });
    expect((await api.call('GET', '/api/application/my', { token: user.token })).body[0].withdrawn).toBe(true);
    expect(await move(id, { stage: 'offer' })).toMatchObject({ status: 409 });
  });
});

describe('lifecycle holes', () => {
  it('when a hired candidate tries to withdraw, then 409 and they stay hired', async () => {
    const job = await newJob();
    const { id, user } = await applicant(job._id, 'Hana Hired');
    expect((await api.call('POST', `/api/application/${id}/hire`, { token: admin.token })).status).toBe(200);
    // The hire made them an employee: that ends the candidate session, so they sign in again.
    const { TEST_PASSWORD } = await import('./support/users.js');
    const idToken = await sessionToken(user.email, TEST_PASSWORD);
    expect(await api.call('POST', `/api/application/${id}/withdraw`, { token: idToken })).toMatchObject({
      status: 409,
      body: { message: PIPELINE_MESSAGES.hiredCannotWithdraw },
    });
    expect(await staffView(id)).toMatchObject({ stage: 'hired', status: 'selected' });
  });

  it('when hr puts the applicant on their own panel, then 400 and the panel stays empty', async () => {
    const job = await newJob();
    const { id, user } = await applicant(job._id, 'Pete Panel');
    await db().collection('users').doc(user.uid).update({ role: 'employee' });
    const assigned = await api.call('POST', `/api/application/${id}/interviewers`, {
      token: hr.token,
      body: { uid: user.uid },
    });
    expect(assigned).toMatchObject({
      status: 400,
      body: { message: 'The applicant cannot sit on the panel of their own application' },
    });
    expect((await db().collection('applications').doc(id).collection('interviewers').get()).size).toBe(0);
  });

  it('when the old status dropdown asks for a status no stage of the job shows, then 409 with a message', async () => {
    const job = await newJob({
      stages: [
        { name: 'Inbox', status: 'applied' },
        { name: 'Hired', status: 'selected' },
      ],
    });
    const { id } = await applicant(job._id, 'Stan Status');
    expect(
      await api.call('PATCH', `/api/application/${id}/status`, { token: hr.token, body: { status: 'shortlisted' } }),
    ).toMatchObject({ status: 409, body: { message: PIPELINE_MESSAGES.noStageForStatus } });
    expect((await staffView(id)).stage).toBe('inbox');
  });
});
