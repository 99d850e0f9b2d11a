import { call, signIn } from './demo-hiring.mjs';
import { demoAnswers } from './demo-jobs.mjs';
import { resumePdf, textPdf } from './demo-resume.mjs';

// Onboarding for the demo: the handbook (a policy to sign), a default template (welcome call, ID document, signed
// handbook, equipment for a buddy), and the demo employee hired last month with their plan half done.

const DAY = 86_400_000;
const dayOf = (millis) => new Date(millis).toISOString().slice(0, 10);

const HANDBOOK = textPdf([
  ['Employee handbook', '', 'Welcome to the team.', 'This handbook says how we work together.'],
  ['Working hours', 'Core hours are 10:00 to 16:00.', '', 'Leave', 'Ask your manager two weeks ahead.'],
  ['Security', 'Lock your screen when you step away.', 'Report lost equipment to IT the same day.'],
]);

// The plan is made by a trigger on the hire's event; on emulators that just started, its worker starts behind the
// seed's own backlog of events, which can take most of a minute on two cores.
async function waitForPlan(base, token, id) {
  for (let attempt = 0; attempt < 180; attempt += 1) {
    const plan = await call(base, `/api/onboarding/plans/${id}`, { token }).catch(() => null);
    if (plan) return plan;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The onboarding plan of ${id} was not made`);
}

/**
 * Seeds the handbook and the default template (before the demo hires, so they get plans), unless an earlier start
 * did. Answers the template's id, or null when it was there already.
 */
export async function seedOnboardingTemplate(base) {
  const [admin, hr] = await Promise.all([signIn(base, 'admin@demo.test'), signIn(base, 'hr@demo.test')]);
  const templates = await call(base, '/api/onboarding/templates', { token: hr });
  if (templates.some((template) => template.isDefault)) return null;
  const form = new FormData();
  form.append('title', 'Employee handbook');
  form.append('file', new Blob([HANDBOOK], { type: 'application/pdf' }), 'employee-handbook.pdf');
  const policy = await call(base, '/api/onboarding/policies', { token: admin, method: 'POST', form });
  const template = await call(base, '/api/onboarding/templates', {
    token: hr,
    method: 'POST',
    body: {
      name: 'Everyone',
      isDefault: true,
      tasks: [
        {
          title: 'Welcome call',
          owner: 'hr',
          dueDay: -7,
          kind: 'todo',
          description: 'Call to say hello and answer questions.',
        },
        {
          title: 'ID document',
          owner: 'new_hire',
          dueDay: -3,
          kind: 'document',
          description: 'A scan of your passport or ID card, as a PDF.',
        },
        { title: 'Employee handbook', owner: 'new_hire', dueDay: 0, kind: 'acknowledgment', policyId: policy._id },
        {
          title: 'Laptop and accounts',
          owner: 'colleague',
          colleagueRole: 'Buddy',
          dueDay: -1,
          kind: 'todo',
          description: 'Set up the laptop, e-mail and chat before the first day.',
        },
      ],
    },
  });
  return template._id;
}

/**
 * The demo employee, hired last month for an internal move to `jobId`: their plan starts 24 days ago, hr made the
 * welcome call and accepted their ID document; the handbook and the buddy's laptop (hr is the buddy) are still open.
 * Nothing when they have a plan already (an earlier start).
 */
export async function seedOnboardingPlan(base, jobId) {
  const [admin, hr] = await Promise.all([signIn(base, 'admin@demo.test'), signIn(base, 'hr@demo.test')]);
  let employee = await signIn(base, 'employee@demo.test');
  if ((await call(base, '/api/onboarding/my', { token: employee })).plan) return null;
  const form = new FormData();
  const resume = resumePdf('Emil Novak', 'Support engineer', { skills: ['Customer care', 'SQL'] });
  form.append('file', new Blob([resume], { type: 'application/pdf' }), 'emil-novak.pdf');
  const document = await call(base, '/api/document/upload', { token: employee, method: 'POST', form });
  const job = await call(base, `/api/job/${jobId}`, { token: employee });
  const applied = await call(base, `/api/application/${jobId}`, {
    token: employee,
    method: 'POST',
    body: { resumeUrl: document.filePath, answers: demoAnswers(3, job.questions ?? []) },
  });
  await call(base, `/api/application/${applied._id}/hire`, { token: admin, method: 'POST' });
  const plan = await waitForPlan(base, hr, applied._id);
  await call(base, `/api/onboarding/plans/${plan._id}`, {
    token: hr,
    method: 'PATCH',
    body: { startDate: dayOf(Date.now() - 24 * DAY) },
  });
  const task = (taskId) => `${plan._id}__${taskId}`;
  await call(base, `/api/onboarding/tasks/${task('welcome-call')}/complete`, { token: hr, method: 'POST' });
  employee = await signIn(base, 'employee@demo.test');
  const id = new FormData();
  id.append('file', new Blob([textPdf([['Identity card', 'Emil Novak']])], { type: 'application/pdf' }), 'id-card.pdf');
  const sent = await call(base, `/api/onboarding/tasks/${task('id-document')}/document`, {
    token: employee,
    method: 'POST',
    form: id,
  });
  await call(base, `/api/onboarding/tasks/${task('id-document')}/accept`, {
    token: hr,
    method: 'POST',
    body: { documentId: sent.documentId },
  });
  const buddy = await call(base, '/api/me', { token: hr });
  await call(base, `/api/onboarding/tasks/${task('laptop-and-accounts')}`, {
    token: hr,
    method: 'PATCH',
    body: { ownerUid: buddy.uid },
  });
  return plan._id;
}
