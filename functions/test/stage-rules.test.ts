import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_RULE_MESSAGES, type PendingActionDto, type StageRulesDto } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { until } from './support/until.js';
import { createTestUser, type TestUser } from './support/users.js';

// Stage rules run in the stageRulesOnEntry trigger (the Functions emulator), after the move that enters the stage.

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let interviewer: TestUser;

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, ranges: [{ start: '00:00', end: '24:00' }] }));

beforeAll(async () => {
  api = await startServer();
  [admin, hr, interviewer] = await Promise.all([
    createTestUser('admin'),
    createTestUser('hr', 'Rita Rules'),
    createTestUser('employee', 'Ivan Interviewer'),
  ]);
  const hours = { timeZone: 'UTC', weekly: ALL_WEEK, bufferMinutes: 0, maxPerDay: 12, minNoticeHours: 0 };
  expect((await api.call('PUT', '/api/me/availability', { token: interviewer.token, body: hours })).status).toBe(200);
});
afterAll(() => api.close());

async function newJob(title: string): Promise<string> {
  const created = await api.call('POST', '/api/job', { token: hr.token, body: { title } });
  expect(created.status).toBe(201);
  return created.body._id as string;
}

const putRules = (jobId: string, rules: unknown[], user = hr) =>
  api.call<StageRulesDto & { message?: string }>('PUT', `/api/job/${jobId}/stage-rules`, {
    token: user.token,
    body: { rules },
  });

const move = (id: string, stage: string) =>
  api.call('PATCH', `/api/application/${id}/stage`, { token: hr.token, body: { stage } });

/** The runs of an application's entries, once each has finished (the trigger's work is done). */
async function finishedRuns(applicationId: string, expected: number) {
  const runs = await until(
    async () => (await db().collection('ruleRuns').where('applicationId', '==', applicationId).get()).docs,
    (docs) => docs.length >= expected && docs.every((doc) => doc.get('finishedAt') !== null),
  );
  expect(runs.length).toBe(expected);
  expect(runs.every((doc) => doc.get('finishedAt') !== null)).toBe(true);
  return runs;
}

const mailAbout = async (applicationId: string, event: string) =>
  (await db().collection('mail').where('applicationId', '==', applicationId).get()).docs.filter(
    (doc) => doc.get('event') === event,
  );

describe('PUT /api/job/:id/stage-rules', () => {
  it('when a rule would reject or move someone, then 400 saying people decide, and nothing is saved', async () => {
    const jobId = await newJob('Rules Refused Role');
    for (const type of ['reject', 'move', 'Hire']) {
      const refused = await putRules(jobId, [{ stage: 'screening', on: 'enter', actions: [{ type }] }]);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: STAGE_RULE_MESSAGES.deciding });
    }
    const stored = await api.call<StageRulesDto>('GET', `/api/job/${jobId}/stage-rules`, { token: hr.token });
    expect(stored.body.rules).toEqual([]);
  });

  it('when a rule names a stage the job lacks, a reminder on entry, or a candidate to notify, then 400 naming it', async () => {
    const jobId = await newJob('Rules Bad Input Role');
    const unknown = await putRules(jobId, [
      { stage: 'nowhere', on: 'enter', actions: [{ type: 'tags', tags: ['x'] }] },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`${STAGE_RULE_MESSAGES.unknownStage}: nowhere`);
    const misplaced = await putRules(jobId, [{ stage: 'screening', on: 'enter', actions: [{ type: 'remind_owner' }] }]);
    expect(misplaced.status).toBe(400);
    const candidate = await createTestUser('candidate');
    const notifyCandidate = await putRules(jobId, [
      { stage: 'screening', on: 'enter', actions: [{ type: 'notify', uids: [candidate.uid] }] },
    ]);
    expect(notifyCandidate.status).toBe(400);
    expect(notifyCandidate.body.message).toBe(STAGE_RULE_MESSAGES.notifyStaff);
    const seatCandidate = await putRules(jobId, [
      { stage: 'screening', on: 'enter', actions: [{ type: 'panel', uids: [candidate.uid] }] },
    ]);
    expect(seatCandidate.status).toBe(400);
    expect(seatCandidate.body.message).toBe(STAGE_RULE_MESSAGES.notStaff);
  });

  it('when a candidate or an employee asks, then 403', async () => {
    const jobId = await newJob('Rules Roles Role');
    for (const user of [await createTestUser('candidate'), interviewer]) {
      expect((await api.call('GET', `/api/job/${jobId}/stage-rules`, { token: user.token })).status).toBe(403);
      expect((await putRules(jobId, [], user)).status).toBe(403);
    }
  });

  it('when admins set the default rules, then a new job starts with those of its stages', async () => {
    const defaults = [
      { id: 'welcome', stage: 'screening', on: 'enter', actions: [{ type: 'tags', tags: ['Screened'] }] },
    ];
    const saved = await api.call('PUT', '/api/settings/stage-rules', { token: admin.token, body: { rules: defaults } });
    expect(saved.status).toBe(200);
    expect((await api.call('PUT', '/api/settings/stage-rules', { token: hr.token, body: { rules: [] } })).status).toBe(
      403,
    );
    const jobId = await newJob('Rules Default Role');
    const rules = await api.call<StageRulesDto>('GET', `/api/job/${jobId}/stage-rules`, { token: hr.token });
    expect(rules.body.rules).toEqual(defaults);
    // Cleared again: other tests' jobs start without rules.
    expect(
      (await api.call('PUT', '/api/settings/stage-rules', { token: admin.token, body: { rules: [] } })).status,
    ).toBe(200);
  });
});

describe('rules on entering a stage', () => {
  it('when 10 moves into Interview race, then the rule seats the panel and sends exactly one booking link', async () => {
    const jobId = await newJob('Rules Booking Role');
    const rules = [
      {
        stage: 'interview',
        on: 'enter',
        actions: [
          { type: 'panel', uids: [interviewer.uid] },
          { type: 'booking_link', lengthMinutes: 30, required: 'all', days: 7 },
        ],
      },
    ];
    expect((await putRules(jobId, rules)).status).toBe(200);
    const { id } = await newApplicant(api, jobId, 'Bea Booked');
    const moves = await Promise.all(Array.from({ length: 10 }, () => move(id, 'interview')));
    expect(moves.every((answer) => [200, 409, 503].includes(answer.status))).toBe(true);

    await finishedRuns(id, 1);
    expect(await mailAbout(id, 'interview_offered')).toHaveLength(1);
    const links = await db().collection('bookings').where('applicationId', '==', id).get();
    expect(links.docs.filter((doc) => doc.get('status') === 'open')).toHaveLength(1);
    const panel = await db().collection('applications').doc(id).collection('interviewers').get();
    expect(panel.docs.map((seat) => seat.id)).toEqual([interviewer.uid]);
    // Each step is on the timeline with the rule as its cause.
    const events = await api.call<{ type: string; ruleAction?: string }[]>('GET', `/api/application/${id}/events`, {
      token: hr.token,
    });
    expect(
      events.body
        .filter((event) => event.type === 'rule_applied')
        .map((event) => event.ruleAction)
        .sort(),
    ).toEqual(['booking_link', 'panel']);
  });

  it('when the application moves on before a delayed e-mail is due, then it is never sent; one that stays gets it', async () => {
    const jobId = await newJob('Rules Delayed Role');
    const email = {
      type: 'email',
      subject: 'Still with us, {{candidateName}}?',
      text: 'We are looking at your application for {{jobTitle}} ({{stageName}}).',
      delayMinutes: 60,
    };
    expect((await putRules(jobId, [{ stage: 'screening', on: 'enter', actions: [email] }])).status).toBe(200);
    const [movedOn, stayed] = await Promise.all([
      newApplicant(api, jobId, 'Mo Movedon'),
      newApplicant(api, jobId, 'Stella Stayed'),
    ]);
    for (const { id } of [movedOn, stayed]) expect((await move(id, 'screening')).status).toBe(200);
    await Promise.all([finishedRuns(movedOn.id, 1), finishedRuns(stayed.id, 1)]);
    const listed = await api.call<PendingActionDto[]>('GET', `/api/application/${movedOn.id}/pending-actions`, {
      token: hr.token,
    });
    expect(listed.body).toMatchObject([{ state: 'pending', subject: email.subject, stage: 'screening' }]);

    expect((await move(movedOn.id, 'interview')).status).toBe(200);
    const inTwoHours = Date.now() + 2 * 60 * 60_000;
    const swept = await api.call('POST', '/api/stage-rules/sweep/run', {
      token: admin.token,
      body: { now: inTwoHours },
    });
    expect(swept.status).toBe(200);

    expect(await mailAbout(movedOn.id, 'stage_rule')).toHaveLength(0);
    const cancelled = await api.call<PendingActionDto[]>('GET', `/api/application/${movedOn.id}/pending-actions`, {
      token: hr.token,
    });
    expect(cancelled.body).toMatchObject([{ state: 'cancelled', cancelledBecause: 'left_stage' }]);
    const sent = await mailAbout(stayed.id, 'stage_rule');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('message.subject')).toBe('Still with us, Stella Stayed?');
    expect(sent[0]!.get('message.text')).toBe('We are looking at your application for Rules Delayed Role (Screening).');
  });

  it('when hr cancels a pending e-mail, then it is never sent, and cancelling again is 409', async () => {
    const jobId = await newJob('Rules Cancelled Role');
    const email = { type: 'email', subject: 'Later', text: 'Later text', delayMinutes: 30 };
    expect((await putRules(jobId, [{ stage: 'screening', on: 'enter', actions: [email] }])).status).toBe(200);
    const { id } = await newApplicant(api, jobId, 'Cal Cancelled');
    expect((await move(id, 'screening')).status).toBe(200);
    await finishedRuns(id, 1);
    const [pending] = (
      await api.call<PendingActionDto[]>('GET', `/api/application/${id}/pending-actions`, { token: hr.token })
    ).body;
    const cancel = (user: TestUser) =>
      api.call('POST', `/api/application/${id}/pending-actions/${pending!.id}/cancel`, { token: user.token });
    expect((await cancel(interviewer)).status).toBe(403);
    expect((await cancel(hr)).status).toBe(200);
    expect((await cancel(hr)).status).toBe(409);
    await api.call('POST', '/api/stage-rules/sweep/run', { token: admin.token, body: { now: Date.now() + 3_600_000 } });
    expect(await mailAbout(id, 'stage_rule')).toHaveLength(0);
  });

  it('when a rule notifies hr, then hr is told once per entry; an employee cannot be named', async () => {
    const jobId = await newJob('Rules Notify Role');
    const refused = await putRules(jobId, [
      { stage: 'screening', on: 'enter', actions: [{ type: 'notify', uids: [interviewer.uid] }] },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(STAGE_RULE_MESSAGES.notifyStaff);
    const told = await createTestUser('hr', 'Tess Told');
    const rules = [{ stage: 'screening', on: 'enter', actions: [{ type: 'notify', uids: [told.uid] }] }];
    expect((await putRules(jobId, rules)).status).toBe(200);
    const { id } = await newApplicant(api, jobId, 'Nora Notified');
    expect((await move(id, 'screening')).status).toBe(200);
    await finishedRuns(id, 1);
    const inbox = await api.call<{ items: { kind: string; subject: string; href: string }[] }>(
      'GET',
      '/api/notifications',
      { token: told.token },
    );
    expect(inbox.body.items.filter((item) => item.kind === 'stage_rule')).toEqual([
      expect.objectContaining({
        subject: 'Nora Notified · Rules Notify Role',
        href: `/hr/pipeline?job=${jobId}&application=${id}`,
      }),
    ]);
  });
});

describe('rules on staying in a stage', () => {
  it('when an application stays longer than the rule allows, then the job owner is reminded once', async () => {
    const jobId = await newJob('Rules Stay Role');
    const rules = [{ stage: 'applied', on: 'stay', days: 3, actions: [{ type: 'remind_owner' }] }];
    expect((await putRules(jobId, rules)).status).toBe(200);
    const { id } = await newApplicant(api, jobId, 'Sam Stayed');
    const reminders = async () =>
      (await db().collection('notifications').where('uid', '==', hr.uid).where('kind', '==', 'stage_rule').get()).docs
        .map((doc) => doc.get('href') as string)
        .filter((href) => href.includes(id));
    const sweep = (now: number) =>
      api.call('POST', '/api/stage-rules/sweep/run', { token: admin.token, body: { now } });

    expect((await sweep(Date.now() + 2 * 86_400_000)).status).toBe(200);
    expect(await reminders()).toEqual([]);
    expect((await sweep(Date.now() + 4 * 86_400_000)).status).toBe(200);
    expect(await reminders()).toEqual([`/hr/pipeline?job=${jobId}&application=${id}`]);
    await sweep(Date.now() + 4.5 * 86_400_000);
    expect(await reminders()).toHaveLength(1);
  });
});
