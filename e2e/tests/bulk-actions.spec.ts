import { expect, test } from '@playwright/test';
import { applicant, column, openBoard } from './board-support';
import { apiToken, createJobAsAdmin, DEMO, expectDashboard, letterStamp, pickJob, signIn } from './support';

test('when hr bulk-rejects every application of a job from the list and presses Undo, then the board is as before', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Bulk Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  const people = [
    await applicant(request, job._id, `Ada Bulk ${letterStamp()}`),
    await applicant(request, job._id, `Bo Bulk ${letterStamp()}`),
    await applicant(request, job._id, `Cy Bulk ${letterStamp()}`),
  ];
  const hrToken = await apiToken(request, DEMO.hr.email);
  const moved = await request.patch(`/api/application/${people[0]!.applicationId}/stage`, {
    headers: { authorization: `Bearer ${hrToken}` },
    data: { stage: 'screening' },
  });
  expect(moved.status()).toBe(200);

  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page.goto('/hr/applications');
  await pickJob(page, 'Filter by job', title);
  await expect(page.getByRole('checkbox', { name: `Select ${people[2]!.email}` })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all matching these filters' }).check();

  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await bulk.getByLabel('Rejection reason').selectOption({ label: 'Position filled' });
  await bulk.getByRole('button', { name: 'Preview' }).click();
  await expect(bulk.getByRole('status')).toHaveText('3 will be e-mailed after the undo window. 0 skipped');
  await bulk.getByRole('button', { name: 'Run' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Done: 3 changed, 0 skipped, 0 failed', { timeout: 30_000 });
  await expect(bulk.getByRole('progressbar')).toBeVisible();

  await bulk.getByRole('button', { name: 'Undo' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Undone: every change was restored and nothing was sent');

  // The board in another browser: each application back in its stage, none rejected.
  const board = await (await browser.newContext()).newPage();
  await openBoard(board, 'hr', title);
  await expect(column(board, 'Screening').getByText(people[0]!.name)).toBeVisible();
  await expect(column(board, 'Applied').getByRole('listitem')).toHaveCount(2);
  await expect(column(board, 'Rejected').getByRole('listitem')).toHaveCount(0);
});
