import { expect, test } from '@playwright/test';
import { candidateWithResume } from './people-support';
import { createJobAsAdmin, DEMO, expectDashboard, letterStamp, signIn } from './support';

test('when hr searches "Kubernetes", then the person whose resume says it is found, highlighted, and opens', async ({
  page,
  request,
}) => {
  const stamp = letterStamp();
  const job = await createJobAsAdmin(request, { title: `Search Platform ${stamp}` });
  const name = `Kira Search${stamp}`;
  await candidateWithResume(request, name, job._id, [`Platform engineer, Berlin ${stamp}`, 'Kubernetes, Terraform']);

  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^People/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Kubernetes ${stamp}`);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();

  const results = page.getByRole('list', { name: 'People found' });
  const card = results.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(card).toHaveCount(1);
  await expect(card.locator('mark').filter({ hasText: 'Kubernetes' }).first()).toBeVisible();
  await expect(card.getByText(/Talent pool until/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/hr/people\\?q=Kubernetes`));

  // Only people still in the talent pool, then their profile.
  await page.getByText('In the talent pool', { exact: true }).click();
  await expect(page).toHaveURL(/talentPool=true/);
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('cell', { name: `Search Platform ${stamp}` })).toBeVisible();
});
