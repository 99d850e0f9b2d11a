import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type MyOnboardingDto, type OnboardingTemplateDto } from '@hr-portal/contract';
import { createPlanAfterHire } from '../../src/flows/onboarding/plans.js';
import { erasePerson } from '../../src/flows/privacy/erasure.js';
import { PERSONAL_DATA } from '../../src/flows/privacy/registry.js';
import { db } from '../../src/lib/firebase.js';
import { startServer, type TestServer } from '../support/api.js';
import { newApplicant } from '../support/applicants.js';
import { until } from '../support/until.js';
import { makePdf, multipart } from '../../../test-fixtures/pdf.js';
import { createTestUser, TEST_PASSWORD, type TestUser, sessionToken } from '../support/users.js';

// A hire gets its onboarding plan from the matching template, exactly once, with due dates around the start date;
// the new hire reads it on "my onboarding". Templates are shared (the default), so this runs with the settings tests.

let api: TestServer;
let hr: TestUser;
let admin: TestUser;
let defaultTemplate: OnboardingTemplateDto;
let jobTemplate: OnboardingTemplateDto;
let jobId = '';
let otherJobId = '';

const TASKS = (policyId: string) => [
  { title: 'Welcome call', owner: 'hr', dueDay: -7, kind: 'todo' },
  { title: 'ID document', owner: 'new_hire', dueDay: -3, kind: 'document' },
  { title: 'Employee handbook', owner: 'new_hire', dueDay: 0, kind: 'acknowledgment', policyId },
  { title: 'Laptop and accounts', owner: 'colleague', colleagueRole: 'Buddy', dueDay: -1, kind: 'todo' },
];

beforeAll(async () => {
  api = await startServer();
  [hr, admin] = await Promise.all([createTestUser('hr'), createTestUser('admin')]);
  const ids = await Promise.all(
    ['Onboarded role', 'Role with its own onboarding'].map(
      async (title) => (await api.call('POST', '/api/job', { token: hr.token, body: { title } })).body._id as string,
    ),
  );
  [jobId, otherJobId] = [ids[0]!, ids[1]!];
  const policy = await api.upload(
    '/api/onboarding/policies',
    admin.token,
    multipart('handbook.pdf', makePdf('Employee handbook'), 'application/pdf', { title: 'Employee handbook' }),
  );
  expect(policy.status).toBe(201);
  defaultTemplate = (
    await api.call('POST', '/api/onboarding/templates', {
      token: hr.token,
      body: { name: 'Everyone', tasks: TASKS(policy.body._id as string), isDefault: true },
    })
  ).body;
  jobTemplate = (
    await api.call('POST', '/api/onboarding/templates', {
      token: hr.token,
      body: {
        name: 'Special',
        tasks: [{ title: 'Meet the team', owner: 'hr', dueDay: 1, kind: 'todo' }],
        jobIds: [otherJobId],
      },
    })
  ).body;
}, 60_000);
afterAll(async () => {
  for (const template of [defaultTemplate, jobTemplate])
    await api.call('DELETE', `/api/onboarding/templates/${template._id}`, { token: admin.token });
  await api.close();
});

const planOf = async (id: string) => (await db().collection('onboardingPlans').doc(id).get()).data();
const tasksOf = async (id: string) =>
  (await db().collection('onboardingTasks').where('planId', '==', id).get()).docs.map((doc) => doc.data());

describe('onboarding plans', () => {
  it('when a candidate is hired, then their plan is made once from the default template, due around the day of the hire, and they read it', async () => {
    const { user, id } = await newApplicant(api, jobId, 'Nora New');
    const hired = await api.call('POST', `/api/application/${id}/hire`, { token: admin.token });
    expect(hired.status).toBe(200);
    const plan = await until(
      () => planOf(id),
      (found) => found !== undefined,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(plan).toMatchObject({
      person: user.uid,
      personName: 'Nora New',
      jobId,
      templateName: 'Everyone',
      startDate: today,
      tasksTotal: 4,
      tasksDone: 0,
    });
    const tasks = await tasksOf(id);
    expect(tasks.map((task) => [task.taskId, task.owner, task.ownerUid, task.dueDate, task.status]).sort()).toEqual(
      [
        ['employee-handbook', 'new_hire', user.uid, today, 'open'],
        ['id-document', 'new_hire', user.uid, addDays(today, -3), 'open'],
        ['laptop-and-accounts', 'colleague', '', addDays(today, -1), 'open'],
        ['welcome-call', 'hr', '', addDays(today, -7), 'open'],
      ].sort(),
    );

    // Exactly once: the trigger's redelivery, or a second hire call, finds the plan there.
    expect(await createPlanAfterHire(id)).toBe('exists');
    expect(await Promise.all([createPlanAfterHire(id), createPlanAfterHire(id)])).toEqual(['exists', 'exists']);
    expect(await tasksOf(id)).toHaveLength(4);

    const idToken = await sessionToken(user.email, TEST_PASSWORD);
    const mine = await api.call<MyOnboardingDto>('GET', '/api/onboarding/my', { token: idToken });
    expect(mine.status).toBe(200);
    expect(mine.body.plan).toMatchObject({ _id: id, jobTitle: 'Onboarded role', startDate: today, tasksTotal: 4 });
    // Overdue first (the past due days), then by due date.
    expect(mine.body.plan!.tasks.map((task) => [task.title, task.overdue])).toEqual([
      ['Welcome call', true],
      ['ID document', true],
      ['Laptop and accounts', true],
      ['Employee handbook', false],
    ]);
    expect(mine.body.forOthers).toEqual([]);
    // The plan comes from a trigger, which may queue behind other tests' triggers under the emulators.
  }, 60_000);

  it('when two plans could be made at once for a new hire, then exactly one is', async () => {
    const { id } = await newApplicant(api, jobId, 'Cora Concurrent');
    await db().collection('applications').doc(id).update({ stage: 'offer' });
    const outcomes = await Promise.all([createPlanAfterHire(id), createPlanAfterHire(id), createPlanAfterHire(id)]);
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(await tasksOf(id)).toHaveLength(4);
  });

  it('when the job has a template of its own, then its plan is made from that one, and completing its one task completes the plan', async () => {
    const { id } = await newApplicant(api, otherJobId, 'Jack Job');
    expect(await createPlanAfterHire(id)).toBe('created');
    expect(await planOf(id)).toMatchObject({ templateName: 'Special', tasksTotal: 1, completedAt: null });
    // Its one task done: the plan is complete.
    const done = await api.call('POST', `/api/onboarding/tasks/${id}__meet-the-team/complete`, { token: hr.token });
    expect([done.status, done.body.status]).toEqual([200, 'done']);
    const plan = (await planOf(id))!;
    expect([plan.tasksDone, plan.openDue, plan.completedAt !== null]).toEqual([1, {}, true]);
  });

  it('when someone without onboarding reads theirs, then there is none; a candidate is refused', async () => {
    const [employee, candidate] = await Promise.all([createTestUser('employee'), createTestUser('candidate')]);
    const mine = await api.call('GET', '/api/onboarding/my', { token: employee.token });
    expect([mine.status, mine.body]).toEqual([200, { plan: null, forOthers: [] }]);
    expect((await api.call('GET', '/api/onboarding/my', { token: candidate.token })).status).toBe(403);
  });

  it('when the new hire exports and is erased, then their plan is in the export and then gone with its tasks', async () => {
    const { user, id } = await newApplicant(api, jobId, 'Erin Erased');
    expect(await createPlanAfterHire(id)).toBe('created');
    const place = PERSONAL_DATA.find((entry) => entry.id === 'onboarding')!;
    const exported = (await place.export({
      uid: user.uid,
      email: user.email,
      name: 'Erin Erased',
      applicationIds: [id],
    })) as {
      plans: unknown[];
      tasks: unknown[];
    };
    expect([exported.plans.length, exported.tasks.length]).toEqual([1, 4]);
    await erasePerson({ uid: admin.uid, email: admin.email, role: 'admin', authTime: 0 }, user.uid);
    expect(await planOf(id)).toBeUndefined();
    expect(await tasksOf(id)).toEqual([]);
  });
});

describe('tasks and start dates', () => {
  it('when the people who do the tasks complete them, then each counts once and the wrong person is refused', async () => {
    const { user, id } = await newApplicant(api, jobId, 'Tara Tasks');
    // Hired: an employee now, whose plan the trigger made (or this call did, whichever came first).
    expect((await api.call('POST', `/api/application/${id}/hire`, { token: admin.token })).status).toBe(200);
    expect(['created', 'exists']).toContain(await createPlanAfterHire(id));
    const buddy = await createTestUser('employee', 'Bob Buddy');
    const stranger = await createTestUser('employee', 'Sam Stranger');
    const task = (taskId: string) => `${id}__${taskId}`;
    const complete = (taskId: string, token: string) =>
      api.call('POST', `/api/onboarding/tasks/${task(taskId)}/complete`, { token });

    // The buddy's task is nobody's until hr gives it to someone; then only they do it.
    expect((await complete('laptop-and-accounts', buddy.token)).status).toBe(403);
    const candidate = await createTestUser('candidate');
    const notStaff = await api.call('PATCH', `/api/onboarding/tasks/${task('laptop-and-accounts')}`, {
      token: hr.token,
      body: { ownerUid: candidate.uid },
    });
    expect([notStaff.status, notStaff.body.message]).toEqual([409, 'Choose a colleague: an employee, hr or an admin']);
    const given = await api.call('PATCH', `/api/onboarding/tasks/${task('laptop-and-accounts')}`, {
      token: hr.token,
      body: { ownerUid: buddy.uid },
    });
    expect(given.status).toBe(200);
    const buddyView = await api.call<MyOnboardingDto>('GET', '/api/onboarding/my', { token: buddy.token });
    expect(buddyView.body.plan).toBeNull();
    expect(buddyView.body.forOthers.map((each) => [each.title, each.newHireName])).toEqual([
      ['Laptop and accounts', 'Tara Tasks'],
    ]);
    expect(Object.keys(buddyView.body.forOthers[0]!).sort()).toEqual(
      [
        '_id',
        'colleagueRole',
        'comment',
        'description',
        'doerName',
        'documentId',
        'documentUrl',
        'policy',
        'signedAt',
        'dueDate',
        'kind',
        'newHireName',
        'overdue',
        'owner',
        'planId',
        'startDate',
        'status',
        'title',
      ].sort(),
    );
    const hrView = await api.call('GET', `/api/onboarding/plans/${id}`, { token: hr.token });
    expect(hrView.body.tasks.find((each: { title: string }) => each.title === 'Laptop and accounts').doerName).toBe(
      'Bob Buddy',
    );
    expect((await complete('laptop-and-accounts', stranger.token)).status).toBe(403);
    // Two presses at once: recorded once.
    const [a, b] = await Promise.all([
      complete('laptop-and-accounts', buddy.token),
      complete('laptop-and-accounts', buddy.token),
    ]);
    expect([a.status, b.status, a.body.status, b.body.status]).toEqual([200, 200, 'done', 'done']);
    expect((await planOf(id))!.tasksDone).toBe(1);

    // hr's task is hr's; the new hire's document is done by uploading it (a later step), not by a press.
    const idToken = await sessionToken(user.email, TEST_PASSWORD);
    expect((await complete('welcome-call', idToken)).status).toBe(403);
    expect((await complete('welcome-call', hr.token)).status).toBe(200);
    const upload = await complete('id-document', idToken);
    expect([upload.status, upload.body.message]).toEqual([
      409,
      'This task is done by uploading the document or signing the policy it asks for',
    ]);
    expect((await complete('no-such-task', hr.token)).status).toBe(404);
    expect(await planOf(id)).toMatchObject({ tasksDone: 2, completedAt: null });
    expect(Object.keys((await planOf(id))!.openDue).sort()).toEqual(['employee-handbook', 'id-document']);
  });

  it('when hr moves the start date, then every due date follows and the list shows progress and overdue counts', async () => {
    const { id } = await newApplicant(api, jobId, 'Mo Mover');
    expect(await createPlanAfterHire(id)).toBe('created');
    const bad = await api.call('PATCH', `/api/onboarding/plans/${id}`, {
      token: hr.token,
      body: { startDate: '2027-02-30' },
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'The start date is a day (YYYY-MM-DD) from 2000 to 2100']);
    const moved = await api.call('PATCH', `/api/onboarding/plans/${id}`, {
      token: hr.token,
      body: { startDate: '2027-03-01' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.startDate).toBe('2027-03-01');
    expect(moved.body.tasks.map((task: { title: string; dueDate: string }) => [task.title, task.dueDate])).toEqual([
      ['Welcome call', '2027-02-22'],
      ['ID document', '2027-02-26'],
      ['Laptop and accounts', '2027-02-28'],
      ['Employee handbook', '2027-03-01'],
    ]);
    expect(moved.body.overdue).toBe(0);
    const listed = await api.call('GET', '/api/onboarding/plans?open=true&limit=50', { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.find((plan: { _id: string }) => plan._id === id)).toMatchObject({
      startDate: '2027-03-01',
      tasksTotal: 4,
      tasksDone: 0,
      overdue: 0,
    });
    const employee = await createTestUser('employee');
    expect((await api.call('GET', '/api/onboarding/plans', { token: employee.token })).status).toBe(403);
    expect(
      (
        await api.call('PATCH', `/api/onboarding/plans/${id}`, {
          token: employee.token,
          body: { startDate: '2027-03-02' },
        })
      ).status,
    ).toBe(403);
    const audit = await db().collection('auditLog').where('action', '==', 'onboarding.start_date_changed').get();
    expect(audit.docs.some((entry) => entry.get('after.startDate') === '2027-03-01')).toBe(true);
  });
});
