import { expect, test } from '@playwright/test';
import { applicant, newEmployee } from './board-support';
import { caughtMailTo, createJobAsAdmin, DEMO, expectDashboard, letterStamp, pickJob, signIn } from './support';

test('when hr sets a rule on entering Interview and moves a candidate there, then the panel is seated and the booking link is e-mailed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Rules Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  const interviewer = await newEmployee(request, `Ria Ruled ${letterStamp()}`);

  // hr opens the job's rules from Job Management and makes one: on entering Interview, seat the interviewer and
  // send the booking link (the e-mail action the new rule starts with is removed).
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page.goto('/hr/jobs');
  await page.getByRole('button', { name: `Stage rules of ${title}` }).click();
  const rules = page.getByRole('region', { name: `Stage rules: ${title}` });
  await expect(rules.getByText('No rules yet.')).toBeVisible();
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await rules.getByLabel('Rule 1: stage').selectOption({ label: 'Interview' });
  await rules.getByLabel('Rule 1: add an action').selectOption({ label: 'Seat interviewers on the panel' });
  await rules.getByLabel('Rule 1: add an action').selectOption({ label: 'Send the booking link' });
  await rules.getByRole('button', { name: 'Remove action 1 of rule 1' }).click();
  await rules.getByLabel('Rule 1, action 1: find a person by name or email').fill(interviewer.email);
  await rules.getByRole('button', { name: `Add ${interviewer.name}` }).click();
  await expect(rules.getByRole('list', { name: 'Rule 1, action 1 people' })).toContainText(interviewer.name);
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(rules.getByRole('status')).toHaveText('Stage rules saved');

  // A candidate applies and hr moves them to Interview on the board: the rule takes its steps.
  const candidate = await applicant(request, job._id, `Cleo Ruled ${letterStamp()}`);
  await page.goto('/hr/pipeline');
  await pickJob(page, 'Job', title);
  await page.getByLabel(`Move ${candidate.name} to...`).selectOption({ label: 'Interview' });

  const caught = await caughtMailTo(browser, candidate.email);
  await expect(async () => {
    await caught.page().reload();
    await expect(caught.filter({ hasText: `Book your interview for ${title}` })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The drawer's timeline names the rule's steps.
  await page.getByRole('button', { name: candidate.name, exact: true }).click();
  const timeline = page.getByRole('dialog').getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('booking link sent');
  await expect(timeline).toContainText('interview panel seated');
});
