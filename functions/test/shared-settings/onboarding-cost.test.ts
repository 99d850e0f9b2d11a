import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanAfterHire } from '../../src/flows/onboarding/plans.js';
import { runDigest } from '../../src/flows/onboarding/digest.js';
import { db } from '../../src/lib/firebase.js';
import { startServer, type TestServer } from '../support/api.js';
import { newApplicant } from '../support/applicants.js';
import { installReadMeter, readsOf } from '../support/read-meter.js';
import { withWriteMeter } from '../support/write-meter.js';
import { until } from '../support/until.js';
import { createTestUser, type TestUser } from '../support/users.js';

// What onboarding costs in Firestore: reads and writes per plan made, and what 100 open plans add to a digest run
// (figures printed for the closing note). Runs with the settings tests: alone, so nothing else writes meanwhile.

let api: TestServer;
let hr: TestUser;
let admin: TestUser;
let jobId = '';
let templateId = '';
const PLANS = 100;

beforeAll(async () => {
  api = await startServer();
  [hr, admin] = await Promise.all([createTestUser('hr'), createTestUser('admin')]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Counted role' } })).body._id;
  templateId = (
    await api.call('POST', '/api/onboarding/templates', {
      token: hr.token,
      body: {
        name: 'Counted',
        jobIds: [jobId],
        tasks: [
          { title: 'Prepare the desk', owner: 'hr', dueDay: -2, kind: 'todo' },
          { title: 'Bank details', owner: 'new_hire', dueDay: 0, kind: 'document' },
          { title: 'Read the wiki', owner: 'new_hire', dueDay: 1, kind: 'todo' },
        ],
      },
    })
  ).body._id;
}, 60_000);
afterAll(async () => {
  await api.call('DELETE', `/api/onboarding/templates/${templateId}`, { token: admin.token });
  await api.close();
  // The e-mails this test queued (300: received, welcome, digest) each start the emulators' delivery function: wait
  // until they are all handled, so the tests after this one do not wait behind them for their own triggers.
  await until(
    async () => {
      const pending = await Promise.all(
        chunks(emails, 30).map(
          async (some) =>
            (await db().collection('mail').where('to', 'in', some).get()).docs.filter(
              (doc) => !doc.get('delivery.state'),
            ).length,
        ),
      );
      return pending.reduce((sum, count) => sum + count, 0);
    },
    (pending) => pending === 0,
    120_000,
  );
}, 150_000);

const emails: string[] = [];
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

describe('the cost of onboarding', () => {
  it('when 100 plans are made and the digest runs, then each plan costs the same and the digest grows by the due tasks and their people (figures printed)', async () => {
    installReadMeter();
    // Only this test dates tasks in 2090: what an earlier run against the same emulators left goes first.
    const leftovers = await db().collection('onboardingTasks').where('dueDate', '>=', '2090-01-01').get();
    await Promise.all(leftovers.docs.map((doc) => doc.ref.delete()));
    const applicants: { id: string }[] = [];
    for (let start = 0; start < PLANS; start += 10)
      applicants.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, PLANS - start) }, (_, n) =>
            newApplicant(api, jobId, `Cost Person ${start + n}`).then(async (applied) => {
              // Hired people are employees: the digest writes to staff only.
              await db().collection('users').doc(applied.user.uid).update({ role: 'employee' });
              emails.push(applied.user.email);
              return applied;
            }),
          ),
        )),
      );
    // Day A: the digest before these plans exist (every earlier test's tasks are due by then: the baseline).
    const dayA = Date.parse('2090-01-10T07:00:00Z');
    const before = await withWriteMeter(async (writes) => {
      let run: Awaited<ReturnType<typeof runDigest>> | undefined;
      const reads = await readsOf(async () => {
        run = await runDigest(dayA);
      });
      return { reads, writes: writes(), run: run! };
    });

    // 100 plans, one at a time, each measured.
    const perPlan = await withWriteMeter(async (writes) => {
      const measured: { reads: number; writes: number }[] = [];
      for (const { id } of applicants) {
        const written = writes();
        let outcome = '';
        const reads = await readsOf(async () => {
          outcome = await createPlanAfterHire(id, Date.now(), admin.uid);
        });
        expect(outcome).toBe('created');
        measured.push({ reads, writes: writes() - written });
      }
      return measured;
    });
    // Each plan starts on 12 January 2090: the desk is due on the 10th, the bank details the 12th, the wiki the 13th.
    const plans = await db().collection('onboardingPlans').where('jobId', '==', jobId).get();
    expect(plans.size).toBe(PLANS);
    for (const plan of plans.docs) {
      const moved = await api.call('PATCH', `/api/onboarding/plans/${plan.id}`, {
        token: hr.token,
        body: { startDate: '2090-01-12' },
      });
      expect(moved.status).toBe(200);
    }

    // Day B: the same earlier tasks, plus these plans' 300 (all due by the 13th).
    const after = await withWriteMeter(async (writes) => {
      let run: Awaited<ReturnType<typeof runDigest>> | undefined;
      const reads = await readsOf(async () => {
        run = await runDigest(Date.parse('2090-01-13T07:00:00Z'));
      });
      return { reads, writes: writes(), run: run! };
    });
    const tasksAdded = after.run.tasks - before.run.tasks;
    const recipientsAdded = after.run.recipients - before.run.recipients;
    expect(tasksAdded).toBe(PLANS * 3);
    // The new hires, one each; the hr contact (the admin) was a recipient already or is one more.
    expect(recipientsAdded).toBeGreaterThanOrEqual(PLANS);
    expect(recipientsAdded).toBeLessThanOrEqual(PLANS + 1);
    const readsPerPlan = new Set(perPlan.map((run) => run.reads));
    const writesPerPlan = new Set(perPlan.map((run) => run.writes));
    // The same for the first plan and the hundredth: nothing grows with the number of plans.
    expect(readsPerPlan.size).toBe(1);
    expect(writesPerPlan.size).toBe(1);
    console.log(
      `[onboarding] plan creation (3 tasks): reads ${[...readsPerPlan].join(',')}, writes ${[...writesPerPlan].join(',')} ` +
        `(plan + 3 tasks + welcome e-mail), the same for plans 1 to ${PLANS}`,
    );
    console.log(
      `[onboarding] digest run: before ${before.run.tasks} due tasks / ${before.run.recipients} people -> reads ${before.reads}, writes ${before.writes}; ` +
        `after +${PLANS} open plans: ${after.run.tasks} due tasks / ${after.run.recipients} people -> reads ${after.reads}, writes ${after.writes}; ` +
        `the ${PLANS} plans added reads ${after.reads - before.reads}, writes ${after.writes - before.writes} ` +
        `(${tasksAdded} due tasks, ${recipientsAdded} people)`,
    );
    expect(after.reads - before.reads).toBe(tasksAdded + recipientsAdded);
    expect(after.writes - before.writes).toBe(recipientsAdded);
  }, 240_000);
});
