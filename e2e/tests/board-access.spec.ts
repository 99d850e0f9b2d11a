import { expect, test } from '@playwright/test';
import { applicant, column, newEmployee } from './board-support';
import { apiToken, createJobAsAdmin, DEMO, DEMO_PASSWORD, expectDashboard, pickJob, signIn } from './support';

test('when an hr user is demoted while their board is open, then within 5 s the board closes with the access-changed message', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const title = `Access Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  await applicant(request, job._id, 'Ada Access');
  const recruiter = await newEmployee(request, 'Rita Recruiter');
  const adminToken = await apiToken(request, DEMO.admin.email);
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  const login = await request.post('/api/auth/login', { data: { email: recruiter.email, password: DEMO_PASSWORD } });
  const { user } = (await login.json()) as { user: { _id: string } };
  expect((await request.patch(`/api/user/${user._id}/role`, { headers: asAdmin, data: { role: 'hr' } })).status()).toBe(
    200,
  );

  await signIn(page, recruiter.email);
  await expectDashboard(page, 'hr');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Pipeline/ })
    .click();
  await pickJob(page, 'Job', title);
  await expect(column(page, 'Applied').getByText('Ada Access')).toBeVisible();

  // Any application data the page receives from now on would come over Firestore's listen channel.
  const demoted = await request.patch(`/api/user/${user._id}/role`, { headers: asAdmin, data: { role: 'employee' } });
  expect(demoted.status()).toBe(200);
  await expect(page.getByText('Your access has changed. Please sign in again.')).toBeVisible({ timeout: 5_000 });
  await expect(page).toHaveURL(/\/login\?reason=access-changed$/);

  // A new application after the message reaches no board: the page holds no listener any more.
  await applicant(request, job._id, 'Bo After');
  await page.waitForTimeout(1_000);
  await expect(page.getByText('Bo After')).toHaveCount(0);
  await expect(column(page, 'Applied')).toHaveCount(0);
});
