import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ONBOARDING_MESSAGES, type MyOnboardingDto, type OnboardingPlanDto } from '@hr-portal/contract';
import { createPlanAfterHire } from '../src/flows/onboarding/plans.js';
import { db } from '../src/lib/firebase.js';
import { erasePerson } from '../src/flows/privacy/erasure.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { until } from './support/until.js';
import { createTestUser, TEST_PASSWORD, type TestUser, sessionToken } from './support/users.js';

// The plan runs itself: the welcome e-mail with the plan, hr adding and removing tasks, the daily digest (with the
// clock a test sets), hr told when a plan completes, and hr's list with its filters and CSV.

let api: TestServer;
let hr: TestUser;
let admin: TestUser;
let jobId = '';
let templateId = '';

beforeAll(async () => {
  api = await startServer();
  [hr, admin] = await Promise.all([createTestUser('hr'), createTestUser('admin')]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Self-running role' } })).body._id;
  const template = await api.call('POST', '/api/onboarding/templates', {
    token: hr.token,
    body: {
      name: 'Self-running',
      jobIds: [jobId],
      tasks: [
        { title: 'Prepare the desk', owner: 'hr', dueDay: -2, kind: 'todo' },
        { title: 'Bank details', owner: 'new_hire', dueDay: 0, kind: 'document' },
        { title: 'Read the wiki', owner: 'new_hire', dueDay: 1, kind: 'todo' },
      ],
    },
  });
  templateId = template.body._id;
}, 60_000);
afterAll(async () => {
  await api.call('DELETE', `/api/onboarding/templates/${templateId}`, { token: admin.token });
  await api.close();
});

const planOf = async (id: string) => (await db().collection('onboardingPlans').doc(id).get()).data();
const mailTo = async (email: string, event: string) =>
  (await db().collection('mail').where('to', '==', email).where('event', '==', event).get()).docs;

/** Hired by the admin: the trigger makes the plan (the admin its hr contact); signed in again as an employee. */
async function newHire(name: string) {
  const { user, id } = await newApplicant(api, jobId, name);
  expect((await api.call('POST', `/api/application/${id}/hire`, { token: admin.token })).status).toBe(200);
  await until(
    () => planOf(id),
    (plan) => plan !== undefined,
  );
  const idToken = await sessionToken(user.email, TEST_PASSWORD);
  return { user, token: idToken, planId: id, task: (taskId: string) => `${id}__${taskId}` };
}

describe('the plan runs itself', () => {
  it('when someone is hired, then they are welcomed once with their own tasks and due days', async () => {
    const hire = await newHire('Wanda Welcome');
    expect((await planOf(hire.planId))!.hrUid).toBe(admin.uid);
    const welcome = await until(
      () => mailTo(hire.user.email, 'onboarding_welcome'),
      (found) => found.length > 0,
    );
    expect(welcome).toHaveLength(1);
    const text = welcome[0]!.get('message.text') as string;
    expect(text).toContain('Bank details: upload it');
    expect(text).toContain('Read the wiki');
    expect(text).not.toContain('Prepare the desk');
  });

  it('when a hire recorded two months ago arrives (history imported), then it gets no plan and no welcome', async () => {
    const { user, id } = await newApplicant(api, jobId, 'Hal History');
    const now = Date.now();
    expect(await createPlanAfterHire(id, now, admin.uid, now - 61 * 86_400_000)).toBe('past-hire');
    expect(await planOf(id)).toBeUndefined();
    expect(await mailTo(user.email, 'onboarding_welcome')).toEqual([]);
    expect(await createPlanAfterHire(id, now, admin.uid, now - 59 * 86_400_000)).toBe('created');
  });

  it('when hr adds and removes tasks, then the plan counts them, and removing the last open one completes it and tells hr', async () => {
    const hire = await newHire('Paul Plan');
    const plan = (await planOf(hire.planId))!;
    const add = (token: string, body: Record<string, unknown>) =>
      api.call('POST', `/api/onboarding/plans/${hire.planId}/tasks`, { token, body });
    expect((await add(hire.token, { title: 'Mine', owner: 'hr', dueDay: 0, kind: 'todo' })).status).toBe(403);
    const bad = await add(hr.token, { title: 'Far', owner: 'hr', dueDay: 999, kind: 'todo' });
    expect([bad.status, bad.body.message]).toEqual([400, ONBOARDING_MESSAGES.badDueDay]);
    const added = await add(hr.token, { title: 'Order a badge', owner: 'hr', dueDay: 5, kind: 'todo' });
    expect([added.status, added.body.dueDate, added.body.status]).toEqual([
      201,
      addDays(plan.startDate as string, 5),
      'open',
    ]);
    expect((await planOf(hire.planId))!.tasksTotal).toBe(4);

    // Everything done but the added task and the document; the document is removed, then the added task is done.
    const complete = (taskId: string, token: string) =>
      api.call('POST', `/api/onboarding/tasks/${hire.task(taskId)}/complete`, { token });
    expect((await complete('prepare-the-desk', hr.token)).status).toBe(200);
    expect((await complete('read-the-wiki', hire.token)).status).toBe(200);
    expect((await complete(added.body._id.split('__')[1], hr.token)).status).toBe(200);
    const elsewhere = await api.call('DELETE', `/api/onboarding/plans/other-plan/tasks/${hire.task('bank-details')}`, {
      token: hr.token,
    });
    expect(elsewhere.status).toBe(404);
    const removed = await api.call(
      'DELETE',
      `/api/onboarding/plans/${hire.planId}/tasks/${hire.task('bank-details')}`,
      {
        token: hr.token,
      },
    );
    expect([removed.status, removed.body.message]).toEqual([200, ONBOARDING_MESSAGES.taskRemoved]);
    const after = (await planOf(hire.planId))!;
    expect([after.tasksTotal, after.tasksDone, after.openDue, after.completedAt !== null]).toEqual([3, 3, {}, true]);
    const told = await mailTo(admin.email, 'onboarding_completed');
    expect(told.map((mail) => mail.get('message.subject'))).toContain('Onboarding complete: Paul Plan');
    const audit = await db().collection('auditLog').where('target.person', '==', hire.user.uid).get();
    expect(audit.docs.map((entry) => entry.get('action'))).toEqual(
      expect.arrayContaining(['onboarding.task_added', 'onboarding.task_removed']),
    );
    // A task added to a complete plan opens it again; completed again, hr is not told twice.
    const review = await add(hr.token, { title: 'Six-month review', owner: 'hr', dueDay: 180, kind: 'todo' });
    expect((await planOf(hire.planId))!.completedAt).toBeNull();
    expect((await complete(review.body._id.split('__')[1], hr.token)).status).toBe(200);
    expect((await planOf(hire.planId))!.completedAt).not.toBeNull();
    const toldNow = await mailTo(admin.email, 'onboarding_completed');
    expect(toldNow.filter((mail) => mail.get('applicationId') === hire.planId)).toHaveLength(1);
    // The last task stays: a plan is never empty.
    const [last] = (await db().collection('onboardingTasks').where('planId', '==', hire.planId).get()).docs;
    for (const doc of (await db().collection('onboardingTasks').where('planId', '==', hire.planId).get()).docs.slice(1))
      await api.call('DELETE', `/api/onboarding/plans/${hire.planId}/tasks/${doc.id}`, { token: hr.token });
    const lastOne = await api.call('DELETE', `/api/onboarding/plans/${hire.planId}/tasks/${last!.id}`, {
      token: hr.token,
    });
    expect([lastOne.status, lastOne.body.message]).toEqual([409, ONBOARDING_MESSAGES.lastTaskStays]);
  });

  it('when the digest runs on a day, then each person with due or overdue tasks gets one e-mail, once that day', async () => {
    const hire = await newHire('Dan Digest');
    // The plan starts on 1 March 2031: the desk is due 27 February, the bank details 1 March, the wiki 2 March.
    await api.call('PATCH', `/api/onboarding/plans/${hire.planId}`, {
      token: hr.token,
      body: { startDate: '2031-03-01' },
    });
    const run = (now: string) => api.call('POST', '/api/onboarding/digest/run', { token: hr.token, body: { now } });
    const digestOf = async (day: string, uid: string) =>
      (await db().collection('mail').doc(`onboarding-digest-${day}-${uid}`).get()).data();

    // 26 February: nothing of this plan is due yet.
    expect((await run('2031-02-26T07:00:00Z')).status).toBe(200);
    expect(await digestOf('2031-02-26', hire.user.uid)).toBeUndefined();

    // 1 March: the desk (overdue) to the hr contact; the bank details (due) to the new hire, not the wiki.
    const first = await run('2031-03-01T07:00:00Z');
    expect(first.body).toMatchObject({ day: '2031-03-01' });
    const newHireMail = (await digestOf('2031-03-01', hire.user.uid))!;
    expect(newHireMail.to).toBe(hire.user.email);
    expect(newHireMail.message.text).toContain('Bank details: upload it (due 1 March 2031)');
    expect(newHireMail.message.text).not.toContain('Read the wiki');
    const hrMail = (await digestOf('2031-03-01', admin.uid))!;
    expect(hrMail.message.text).toContain('Prepare the desk (Dan Digest) (due 27 February 2031) OVERDUE');

    // The same day again: nothing new is queued for them.
    const before = (await db().collection('mail').where('to', '==', hire.user.email).get()).size;
    await run('2031-03-01T18:00:00Z');
    expect((await db().collection('mail').where('to', '==', hire.user.email).get()).size).toBe(before);

    // The bank details sent: now the hr contact hears of a document to review, the new hire of the wiki.
    await api.upload(
      `/api/onboarding/tasks/${hire.task('bank-details')}/document`,
      hire.token,
      multipart('bank.pdf', makePdf('IBAN')),
    );
    await run('2031-03-02T07:00:00Z');
    expect((await digestOf('2031-03-02', admin.uid))!.message.text).toContain(
      'Bank details: upload it (Dan Digest) [document to review]',
    );
    expect((await digestOf('2031-03-02', hire.user.uid))!.message.text).toContain('Read the wiki (due 2 March 2031)');
    expect((await run('2031-03-02T07:00:00Z')).status).toBe(200);

    // Erasing the new hire deletes the digests that name them, also the ones to others.
    await erasePerson({ uid: admin.uid, email: admin.email, role: 'admin', authTime: 0 }, hire.user.uid);
    expect(await digestOf('2031-03-02', admin.uid)).toBeUndefined();
    const employee = await createTestUser('employee');
    expect((await api.call('POST', '/api/onboarding/digest/run', { token: employee.token, body: {} })).status).toBe(
      403,
    );
  });

  it('when the hr contact is no longer hr, then the digest tells them nothing of the plan', async () => {
    const contact = await createTestUser('hr', 'Former Hr');
    const { id } = await newApplicant(api, jobId, 'Quinn Quiet');
    expect(await createPlanAfterHire(id, Date.now(), contact.uid)).toBe('created');
    await api.call('PATCH', `/api/onboarding/plans/${id}`, { token: hr.token, body: { startDate: '2032-05-10' } });
    await db().collection('users').doc(contact.uid).update({ role: 'employee' });
    await api.call('POST', '/api/onboarding/digest/run', { token: hr.token, body: { now: '2032-05-10T07:00:00Z' } });
    expect((await db().collection('mail').doc(`onboarding-digest-2032-05-10-${contact.uid}`).get()).exists).toBe(false);
  });

  it('when hr filters the list or takes it as CSV, then open and completed plans are where they belong', async () => {
    const open = await newHire('Olga Open');
    const done = await newHire('Carl Complete');
    // One task of hr's, done; the template's three removed: the plan is complete at 1 of 1.
    const added = await api.call('POST', `/api/onboarding/plans/${done.planId}/tasks`, {
      token: hr.token,
      body: { title: 'Say hello', owner: 'hr', dueDay: 0, kind: 'todo' },
    });
    await api.call('POST', `/api/onboarding/tasks/${added.body._id}/complete`, { token: hr.token });
    for (const taskId of ['prepare-the-desk', 'bank-details', 'read-the-wiki'])
      await api.call('DELETE', `/api/onboarding/plans/${done.planId}/tasks/${done.task(taskId)}`, { token: hr.token });
    const list = async (query: string) =>
      (await api.call<OnboardingPlanDto[]>('GET', `/api/onboarding${query}`, { token: hr.token })).body.map(
        (plan) => plan._id,
      );
    const completed = await list('/plans?status=completed&limit=50');
    expect(completed).toContain(done.planId);
    expect(completed).not.toContain(open.planId);
    const opened = await list('?status=open&limit=50');
    expect(opened).toContain(open.planId);
    expect(opened).not.toContain(done.planId);
    const csv = await api.call('GET', '/api/onboarding/plans?status=all&format=csv', { token: hr.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    // Excel's byte-order mark and quoted cells (lib/csv.ts), read here without them.
    const text = (csv.body as Buffer)
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .replace(/"/g, '');
    expect(text.split(/\r?\n/)[0]).toBe(
      'name,job,template,startDate,tasksDone,tasksTotal,progressPercent,overdue,completedAt',
    );
    expect(text).toMatch(/Carl Complete,Self-running role,Self-running,\d{4}-\d{2}-\d{2},1,1,100,0,\d{4}-/);
    const bad = await api.call('GET', '/api/onboarding/plans?status=late', { token: hr.token });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('status is open, completed or all')]);
    const mine = await api.call<MyOnboardingDto>('GET', '/api/onboarding/my', { token: done.token });
    expect(mine.body.plan!.tasksDone).toBe(1);
  });
});
