import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  apiToken,
  DEMO,
  expectDashboard,
  letterStamp,
  openProfile,
  SIGN_UP_PASSWORD,
  signIn,
  signUpCandidate,
  uniqueEmail,
} from './support';

test('when a candidate downloads their data and then deletes their account, then they get a ZIP and can no longer sign in', async ({
  page,
}) => {
  const email = await signUpCandidate(page, 'Dora Departing');
  await openProfile(page);
  const card = page.getByRole('region', { name: 'Your data' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hr-portal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('data.json'))).toBe(true);
  await expect(card.getByRole('status')).toContainText('Your data was downloaded');

  await card.getByRole('button', { name: 'Delete my account' }).click();
  await card.getByRole('button', { name: 'Yes, delete my account' }).click();
  const done = card.getByRole('status').filter({ hasText: 'Your account and your data have been deleted.' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/careers$/);

  await signIn(page, email, SIGN_UP_PASSWORD, 401);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});

test('when an employee asks to be deleted, then an admin erases them from the register and they can no longer sign in', async ({
  page,
  browser,
  request,
}) => {
  const name = `Emma ${letterStamp()}`;
  const email = uniqueEmail('employee');
  // Signed up and promoted through the API, as an admin would on the users screen; then signed in here.
  const signedUp = await request.post('/api/auth/register', {
    data: { name, email, password: SIGN_UP_PASSWORD, role: 'candidate' },
  });
  expect(signedUp.status()).toBe(201);
  const uid = ((await signedUp.json()) as { user: { _id: string } }).user._id;
  const adminToken = await apiToken(request, DEMO.admin.email);
  const promoted = await request.patch(`/api/user/${uid}/role`, {
    data: { role: 'employee' },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(promoted.status()).toBe(200);
  await signIn(page, email, SIGN_UP_PASSWORD);
  await expectDashboard(page, 'employee');

  await openProfile(page);
  const card = page.getByRole('region', { name: 'Your data' });
  await card.getByRole('button', { name: 'Delete my account' }).click();
  await card.getByRole('button', { name: 'Ask for deletion' }).click();
  await expect(card.getByRole('status')).toContainText('Your request to delete your account has been received');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin.email);
  await expectDashboard(admin, 'admin');
  await admin
    .getByRole('main')
    .getByRole('link', { name: /Privacy/ })
    .click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Privacy');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Erasure');
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: 'Erase' }).click();
  await expect(admin.getByRole('alert')).toContainText('cannot be undone');
  await row.getByRole('button', { name: /^Yes, erase/ }).click();
  await expect(admin.getByRole('status')).toHaveText('Erased: the account and its data are gone.');
  await admin.getByLabel('Show requests').selectOption('done');
  await expect(admin.getByRole('row').filter({ hasText: 'Erased person' }).first()).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await adminContext.close();

  // Their own browser's session ends at its next call; a fresh sign-in (here, another browser) is refused.
  const elsewhere = await browser.newContext();
  const again = await elsewhere.newPage();
  await signIn(again, email, SIGN_UP_PASSWORD, 401);
  await expect(again.getByRole('alert')).toHaveText('Invalid email or password');
  await elsewhere.close();
});

test('when someone is about to sign up, then the form links the privacy notice, which /privacy serves without the app', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const link = page.getByRole('form', { name: 'Sign up' }).getByRole('link', { name: 'privacy notice' });
  await expect(link).toHaveAttribute('href', '/privacy');
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByText(/^Version \d+/)).toBeVisible();
  await expect(page.locator('script:not([type])')).toHaveCount(0);
});
