import { expect, test } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { recordDialogs } from './dialogs';
import { DEMO, expectDashboard, openProfile, SIGN_UP_PASSWORD, signIn, signUpCandidate } from './support';

test('when a candidate edits their profile, then the change is saved and shown after reload', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await signUpCandidate(page, 'Pat Profile');
  await openProfile(page);
  const form = page.getByRole('form', { name: 'Basic Info' });
  await expect(form.getByLabel('Name')).toHaveValue('Pat Profile');
  await expect(form.getByLabel('Name')).not.toBeEditable();
  await expect(page.getByText('Email Verified')).toBeVisible();
  await expect(form.locator('dd').nth(1)).toContainText('No');
  await expect(form.locator('dd').nth(2)).not.toHaveText('-');

  await form.getByRole('button', { name: 'Edit Profile' }).click();
  await form.getByLabel('Name').fill('Patricia Profile');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Basic Info' }).getByLabel('Name')).toHaveValue('Patricia Profile');

  await expect(page.getByText('No documents uploaded yet.')).toBeVisible();
  await page
    .getByLabel('Upload Document')
    .setInputFiles({ name: 'Profile CV.pdf', mimeType: 'application/pdf', buffer: makePdf('p') });
  await expect.poll(() => dialogs.at(-1)).toBe('Uploaded successfully ✅');
  await expect(page.getByRole('list', { name: 'Profile documents' }).getByText('Profile CV.pdf')).toBeVisible();
});

test('when an admin promotes a signed-in candidate, then their next call sends them to sign in and they land on /employee', async ({
  page,
  browser,
}) => {
  const email = await signUpCandidate(page, 'Riley Promoted');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin.email);
  await expectDashboard(admin, 'admin');
  await admin.goto('/admin/users');
  await admin.getByLabel('Search users by name or email').fill(email);
  await admin.getByRole('main').getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Candidate');
  await row.getByRole('button', { name: `Edit role of ${email}` }).click();
  await expect(row.getByLabel(`Role for ${email}`)).toHaveValue('candidate');
  await row.getByLabel(`Role for ${email}`).selectOption('employee');
  // Wait for the change itself: the open role picker already contains the word "Employee".
  const saved = admin.waitForResponse((response) => /\/api\/user\/[^/]+\/role$/.test(response.url()));
  await row.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(row.getByLabel(`Role for ${email}`)).toHaveCount(0);
  await expect(row).toContainText('Employee');
  await adminContext.close();

  // The candidate's old token was revoked: the next API call sends them to sign in with a message.
  await page.goto('/candidate/documents');
  await expect(page).toHaveURL(/\/login\?reason=access-changed$/);
  await expect(page.getByText('Your access has changed. Please sign in again.')).toBeVisible();
  await signIn(page, email, SIGN_UP_PASSWORD);
  await expectDashboard(page, 'employee');
});

test('when an admin deletes a user, then the row disappears and that person can no longer sign in', async ({
  page,
  browser,
}) => {
  const candidateContext = await browser.newContext();
  const email = await signUpCandidate(await candidateContext.newPage(), 'Dee Leted');
  await candidateContext.close();

  const dialogs = recordDialogs(page);
  await signIn(page, DEMO.admin.email);
  await expectDashboard(page, 'admin');
  await page.goto('/admin/users');
  await page.getByLabel('Search users by name or email').fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Delete ${email}` }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  expect(dialogs).toContain('Are you sure you want to delete this user?');

  // Logout reloads the page: let that finish before signing in again.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, SIGN_UP_PASSWORD, 401);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});

test('when hr uploads a contract for the demo employee, then the employee sees it in their documents', async ({
  page,
  browser,
}) => {
  const dialogs = recordDialogs(page);
  const fileName = `Contract ${Date.now()}.pdf`;
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Candidate Documents/ })
    .click();
  const form = page.getByRole('form', { name: 'Upload for an employee' });
  await form.getByLabel('Find employee').fill('employee@demo');
  await expect(form.getByLabel('Employee', { exact: true }).locator('option')).toHaveCount(2);
  await form.getByLabel('Employee', { exact: true }).selectOption({ label: 'Emil Novak (employee@demo.test)' });
  await form
    .getByLabel('PDF file')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: makePdf('contract') });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Document uploaded successfully ✅');

  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signIn(employee, DEMO.employee.email);
  await expectDashboard(employee, 'employee');
  await employee.goto('/employee/documents');
  await expect(employee.getByRole('list', { name: 'My documents' }).getByText(fileName)).toBeVisible();
  await employeeContext.close();
});
