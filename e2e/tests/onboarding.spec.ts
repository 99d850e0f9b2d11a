import { expect, test } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { applicant } from './board-support';
import { apiToken, createJobAsAdmin, DEMO, DEMO_PASSWORD, expectDashboard, letterStamp, signIn } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('when a candidate accepts an offer, then as the new employee they send their ID and sign the handbook, and hr accepts the ID and sees the plan complete', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Onboarded Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title, salary: 52000, salaryCurrency: 'EUR', salaryPeriod: 'YEAR' });
  const candidate = await applicant(request, job._id, `Otto Onboard ${letterStamp()}`);
  const [hr, admin] = await Promise.all([apiToken(request, DEMO.hr.email), apiToken(request, DEMO.admin.email)]);
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  // The offer, drafted, submitted and approved through the API (offers.spec walks those screens).
  await request.patch(`/api/application/${candidate.applicationId}/stage`, {
    headers: as(hr),
    data: { stage: 'offer' },
  });
  const drafted = await request.post(`/api/application/${candidate.applicationId}/offer`, {
    headers: as(hr),
    data: { salary: 52000, currency: 'EUR', period: 'YEAR', startDate: inDays(14), expiresOn: inDays(7) },
  });
  expect(drafted.status()).toBe(201);
  const offerId = ((await drafted.json()) as { _id: string })._id;
  expect((await request.post(`/api/offer/${offerId}/submit`, { headers: as(hr) })).status()).toBe(200);
  expect((await request.post(`/api/offer/${offerId}/approve`, { headers: as(admin) })).status()).toBe(200);

  // The candidate signs the offer, then signs in again as the employee they now are.
  const person = await (await browser.newContext()).newPage();
  await signIn(person, candidate.email, DEMO_PASSWORD);
  await expectDashboard(person, 'candidate');
  await person.goto('/candidate/applications');
  await person.getByRole('button', { name: 'Review your offer' }).click();
  const review = person.getByRole('dialog', { name: `Your offer: ${title}` });
  await review.getByLabel('Type your full name to sign').fill(candidate.name);
  await review.getByRole('button', { name: 'Accept and sign' }).click();
  await review.getByRole('button', { name: 'Sign in again' }).click();
  await expect(person).toHaveURL(/\/login/);
  await signIn(person, candidate.email, DEMO_PASSWORD);
  await expectDashboard(person, 'employee');

  // Their onboarding: the ID document to send and the handbook to sign (the demo's default template).
  await person
    .getByRole('link', { name: /Onboarding/ })
    .first()
    .click();
  await expect(person.getByRole('heading', { name: `Your first days as ${title}` })).toBeVisible({ timeout: 30_000 });
  const tasks = person.getByRole('list', { name: 'Your onboarding tasks' });
  const idTask = tasks.getByRole('listitem').filter({ hasText: 'ID document' });
  await idTask.getByLabel(/ID document \(PDF/).setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf('Passport of Otto Onboard'),
  });
  await idTask.getByRole('button', { name: 'Upload' }).click();
  await expect(idTask.getByText('Sent: waiting for HR to check it.')).toBeVisible();

  const handbook = tasks.getByRole('listitem').filter({ hasText: 'Employee handbook' });
  await expect(handbook.getByRole('link', { name: /^Read .*handbook/i })).toBeVisible();
  await handbook.getByLabel('Type your full name to sign').fill(candidate.name);
  await handbook.getByRole('button', { name: 'Sign' }).click();
  await expect(handbook.getByText(/Signed on/)).toBeVisible();
  await person.goto('/employee/documents');
  await expect(person.getByText('Signed - Employee handbook.pdf', { exact: true })).toBeVisible();

  // hr: the plan, the ID accepted, the welcome call made; the buddy's laptop is not needed (removed): 100 %.
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page.goto('/hr/onboarding');
  await page.getByRole('link', { name: candidate.name }).click();
  const plan = page.getByRole('list', { name: 'Tasks' });
  const sent = plan.getByRole('listitem').filter({ hasText: 'ID document' });
  await expect(sent.getByRole('link', { name: /View the document sent for ID document/ })).toBeVisible();
  await sent.getByRole('button', { name: 'Accept document: ID document' }).click();
  await expect(sent.getByText('Accepted.')).toBeVisible();
  await plan.getByRole('button', { name: 'Mark done: Welcome call' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await plan.getByRole('button', { name: 'Remove task: Laptop and accounts' }).click();
  await expect(page.getByText('3 of 3 tasks done')).toBeVisible();
  await page.goto('/hr/onboarding');
  await page.getByLabel('Show').selectOption('completed');
  const row = page.getByRole('row').filter({ hasText: candidate.name });
  await expect(row).toContainText('3 of 3 (complete)');
});
