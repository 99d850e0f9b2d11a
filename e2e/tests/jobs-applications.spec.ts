import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { recordDialogs } from './dialogs';
import { createJobAsAdmin, DEMO, expectDashboard, pageOnUntilVisible, pickJob, signIn, uniqueEmail } from './support';

async function signUpCandidateWithResume(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Jordan Applicant');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expectDashboard(page, 'candidate');
  await page.goto('/candidate/documents');
  await page.getByLabel('PDF file to upload').setInputFiles({
    name: 'Jordan Resume.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf('Jordan Resume'),
  });
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await expect(page.getByRole('list', { name: 'My documents' }).getByText('Jordan Resume.pdf')).toBeVisible();
}

test('when a candidate applies with a resume and admin shortlists it, then the candidate sees the new status', async ({
  page,
  browser,
  request,
}) => {
  const dialogs = recordDialogs(page);
  const email = uniqueEmail('apply');
  const stamp = Date.now();
  const jobTitle = `Graduate Analyst ${stamp}`;
  await createJobAsAdmin(request, { title: jobTitle, location: 'Lisbon', jobType: 'internship', salary: 21000 });
  await signUpCandidateWithResume(page, email);

  // Searched for, as a person would: other tests add hundreds of newer jobs at the same time.
  await page.goto(`/candidate/jobs?q=${stamp}`);
  await expect(page.getByRole('heading', { name: 'Available Jobs' })).toBeVisible();
  await page.getByRole('button', { name: `Apply to ${jobTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Resume' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dialog.getByLabel('Jordan Resume.pdf').check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Applied successfully ✅');
  await expect(page.getByRole('button', { name: `Applied to ${jobTitle}` })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('button', { name: `Applied to ${jobTitle}` })).toBeDisabled();

  await page.goto('/candidate/applications');
  const card = page.getByRole('list', { name: 'My applications' }).getByRole('listitem').filter({ hasText: jobTitle });
  await expect(card.getByLabel('Status: applied')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin.email);
  await expectDashboard(admin, 'admin');
  await admin
    .getByRole('main')
    .getByRole('link', { name: /Applications for Jobs/ })
    .click();
  await pickJob(admin, 'Filter by job', jobTitle);
  // The filtered list's answer first: a status changed while it is on its way comes back without the row (its
  // status is no longer "applied"), and the old rows shown meanwhile vanish under the test.
  const filtered = admin.waitForResponse(
    (response) => response.url().includes('/api/application?') && response.url().includes('status=applied'),
  );
  await admin.getByLabel('Filter by status').selectOption('applied');
  await filtered;
  await admin.getByLabel(`Update status for ${email}`).selectOption('shortlisted');
  await expect(
    admin.getByRole('row').filter({ hasText: email }).getByText('shortlisted', { exact: true }).first(),
  ).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(card.getByLabel('Status: shortlisted')).toBeVisible();
  await card.getByText('Status history').click();
  await expect(card.getByText(/applied → shortlisted/)).toBeVisible();
});

test('when an admin creates, edits and deletes a job, then candidates see it only while it exists', async ({
  page,
  browser,
}) => {
  const dialogs = recordDialogs(page);
  const title = `QA Engineer ${Date.now()}`;
  await signIn(page, DEMO.admin.email);
  await expectDashboard(page, 'admin');
  await page.goto('/admin/jobs');
  const form = page.getByRole('form', { name: 'Create Job' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Salary', { exact: true }).fill('61000');
  await form.getByLabel('Tags').fill(' testing , automation ');
  await form.getByLabel('Location').fill('Remote');
  await form.getByRole('button', { name: 'Create Job' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await pageOnUntilVisible(page, row, 'Load more jobs');
  await expect(row).toContainText('$61,000 per year');

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editForm = page.getByRole('form', { name: 'Edit Job' });
  await expect(editForm.getByLabel('Tags')).toHaveValue('testing, automation');
  await editForm.getByLabel('Salary', { exact: true }).fill('65000');
  await editForm.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.getByRole('form', { name: 'Create Job' })).toBeVisible();
  await pageOnUntilVisible(page, row, 'Load more jobs');
  await expect(row).toContainText('$65,000 per year');

  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await signIn(candidate, DEMO.candidate.email);
  await expectDashboard(candidate, 'candidate');
  await candidate.goto('/candidate/jobs');
  await expect(candidate.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first()).toBeVisible();
  await pageOnUntilVisible(candidate, candidate.getByRole('heading', { name: title }), 'Load more jobs');

  await pageOnUntilVisible(page, row, 'Load more jobs');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(row).toHaveCount(0);
  expect(dialogs.at(-1)).toContain('Its applications stay readable');
  await candidate.reload();
  await expect(candidate.getByRole('heading', { name: 'Available Jobs' })).toBeVisible();
  await expect(candidate.getByRole('heading', { name: title })).toHaveCount(0);
  await candidateContext.close();
});
