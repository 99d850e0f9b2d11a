import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectDashboard, signIn, uniqueEmail } from './support';

test.describe('sign in and sign up', () => {
  test('when the login page opens, then it shows the welcome card with both tabs', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome to the product' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Role')).toHaveValue('candidate');
    await expect(page.getByLabel('Role').locator('option')).toHaveText(['Candidate']);
  });

  for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    test(`when ${role} signs in, then they land on the ${role} dashboard`, async ({ page }) => {
      await signIn(page, DEMO[role].email);
      await expectDashboard(page, role);
      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      expect(token?.split('.')).toHaveLength(3);
    });
  }

  test('when a new person signs up, then they are signed in on the candidate dashboard and stay so after reload', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Playwright Person');
    await page.getByLabel('Email').fill(uniqueEmail('signup'));
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectDashboard(page, 'candidate');
    await page.reload();
    await expectDashboard(page, 'candidate');
  });

  test('when the password is wrong, then the server message is shown in red and no one is signed in', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin.email, 'not-the-password', 401);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Invalid email or password');
    await expect(alert).toHaveCSS('color', /rgb\((2[0-9]{2}|1[5-9][0-9]), \d{1,2}, \d{1,2}\)/);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('when sign-up uses a taken email, then the server says so', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Copy Cat');
    await page.getByLabel('Email').fill(DEMO.candidate.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
  });
});

test.describe('guards and logout', () => {
  test('when no one is signed in, then a protected page redirects to /login', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when a path is unknown, then it goes to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when a candidate opens an admin page, then they see /unauthorized', async ({ page }) => {
    await signIn(page, DEMO.candidate.email);
    await expectDashboard(page, 'candidate');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expectDashboard(page, 'candidate');
  });

  test('when a dashboard card is clicked, then its screen opens', async ({ page }) => {
    await signIn(page, DEMO.employee.email);
    await expectDashboard(page, 'employee');
    await page
      .getByRole('main')
      .getByRole('link', { name: /My Documents/ })
      .click();
    await expect(page).toHaveURL(/\/employee\/documents$/);
  });

  test('when the user logs out, then the token is removed and they are back on /login', async ({ page }) => {
    await signIn(page, DEMO.hr.email);
    await expectDashboard(page, 'hr');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome to the product' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/hr');
    await expect(page).toHaveURL(/\/login$/);
  });
});
