import { expect, test } from '@playwright/test';
import { expectDashboard, openProfile, SIGN_UP_PASSWORD, signIn, signUpCandidate, uniqueEmail } from './support';

test('when a person signs out everywhere, then this session ends with a message and their other browser is sent to sign in', async ({
  page,
  browser,
}) => {
  const email = await signUpCandidate(page, 'Sam Everywhere');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, email, SIGN_UP_PASSWORD);
  await expectDashboard(other, 'candidate');
  const signedInSecond = Math.floor(Date.now() / 1000);

  // auth_time is in whole seconds and the emulated server keeps real time: sign out everywhere once the clock
  // has passed the other browser's sign-in second (a condition, usually met at once, not a fixed sleep).
  await expect.poll(() => Math.floor(Date.now() / 1000), { intervals: [50] }).toBeGreaterThan(signedInSecond);
  await openProfile(page);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login\?reason=signed-out-everywhere$/);
  await expect(page.getByText('Signed out on every device. Sign in again to continue.')).toBeVisible();

  await other.goto('/candidate/documents');
  await expect(other).toHaveURL(/\/login\?reason=access-changed$/);
  await otherContext.close();

  await signIn(page, email, SIGN_UP_PASSWORD);
  await expectDashboard(page, 'candidate');
});

test('when a person changes their e-mail, then the profile shows the new address as pending and sign-in keeps the old one', async ({
  page,
}) => {
  const email = await signUpCandidate(page, 'Eve Moving');
  const newEmail = uniqueEmail('moved');
  await openProfile(page);
  const form = page.getByRole('form', { name: 'Basic Info' });
  await form.getByRole('button', { name: 'Edit Profile' }).click();
  await form.getByLabel('Email').fill(newEmail);
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(form.getByText(`pending: ${newEmail}`)).toBeVisible();
  await expect(form.getByRole('status')).toHaveText(
    'We sent a link to the new address. The change takes effect once it is followed.',
  );
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Basic Info' }).getByText(`pending: ${newEmail}`)).toBeVisible();
});
