import { expect, test } from '@playwright/test';
import { createJobAsAdmin, DEMO, expectDashboard, letterStamp, signIn } from './support';

test('when a candidate searches the job board, then the list narrows, and a reload keeps the search', async ({
  page,
  request,
}) => {
  const word = letterStamp();
  await createJobAsAdmin(request, { title: `Lighthouse ${word} Keeper`, department: 'Operations' });
  await createJobAsAdmin(request, {
    title: `Harbour ${word} Pilot`,
    department: 'Operations',
    remote: true,
    remoteCountries: ['NL'],
  });
  await signIn(page, DEMO.candidate.email);
  await expectDashboard(page, 'candidate');
  await page.goto('/candidate/jobs');
  const jobs = page.getByRole('list', { name: 'Jobs' });
  await expect(jobs.getByRole('heading').first()).toBeVisible();

  await page.getByLabel('Search job titles').fill(word);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(jobs.getByRole('heading')).toHaveText([`Harbour ${word} Pilot`, `Lighthouse ${word} Keeper`]);
  // The filter lives in the address: the box shows checked once the navigation renders (click, then wait).
  await page.getByLabel('Remote only').click();
  await expect(page.getByLabel('Remote only')).toBeChecked();
  await expect(jobs.getByRole('heading')).toHaveText([`Harbour ${word} Pilot`]);
  await expect(page).toHaveURL(new RegExp(`/candidate/jobs\\?q=${word}&remote=true$`));

  await page.reload();
  await expect(page.getByLabel('Search job titles')).toHaveValue(word);
  await expect(jobs.getByRole('heading')).toHaveText([`Harbour ${word} Pilot`]);
});
