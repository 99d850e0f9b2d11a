import { expect, test } from '@playwright/test';
import { apiToken, createJobAsAdmin, DEMO, expectDashboard, signIn } from './support';

test('when hr changes a job, then the admin finds it in the audit log with the filters', async ({ page, request }) => {
  const title = `Audited Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title, salary: 40000 });

  const token = await apiToken(request, DEMO.hr.email);
  const patched = await request.patch(`/api/job/${job._id}`, {
    data: { salary: 45000 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(patched.status()).toBe(200);

  await signIn(page, DEMO.admin.email);
  await expectDashboard(page, 'admin');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Audit Log/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();

  await page.getByLabel('Action').selectOption({ label: 'Job updated' });
  await page.getByLabel('Actor email').fill(DEMO.hr.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('hr@demo.test (hr)');
  await expect(row).toContainText('Job updated');
  await expect(row).toContainText('salary: 40000 → 45000');

  // Another action filter leaves this change out; an impossible one says so plainly.
  await page.getByLabel('Action').selectOption({ label: 'User deleted' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('table', { name: 'Audit log' }).getByText(title)).toHaveCount(0);
  await page.getByLabel('From (UTC)').fill('2000-01-01');
  await page.getByLabel('To (UTC)').fill('2000-01-02');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No audit entries match these filters')).toBeVisible();
});

test('when hr opens the audit log address, then they are not let in', async ({ page }) => {
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toHaveCount(0);
});
