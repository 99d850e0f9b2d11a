import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO = {
  admin: { email: 'admin@demo.test', home: '/admin', title: 'Admin Dashboard' },
  hr: { email: 'hr@demo.test', home: '/hr', title: 'HR Dashboard' },
  employee: { email: 'employee@demo.test', home: '/employee', title: 'Employee Dashboard' },
  candidate: { email: 'candidate@demo.test', home: '/candidate', title: 'Candidate Dashboard' },
} as const;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`;
}

/** A run-unique word of letters only (names are letters, not digits). */
export function letterStamp(): string {
  return Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);
}

/** Signs in through /login; the API's answer must have `expectStatus` (401 where a test expects a refusal). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, expectStatus = 200): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  // The API's answer, so a refused or failed sign-in fails here with its status instead of as "still on /login".
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign In' }).click();
  const response = await answer;
  if (response.status() !== expectStatus)
    expect(response.status(), `sign-in answered ${response.status()}: ${await response.text()}`).toBe(expectStatus);
}

export async function expectDashboard(page: Page, role: keyof typeof DEMO): Promise<void> {
  // After sign-in the browser also starts its Firebase session and loads the dashboard's code: on the busy CI machine
  // (two browsers beside the emulators) that has taken longer than the 10 s default.
  await expect(page).toHaveURL(new RegExp(`${DEMO[role].home}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO[role].title);
  // "Needs you" loads after the cards and moves them down when it arrives: a click during that shift misses.
  const needsYou = page.locator('section[aria-labelledby="needs-you"]');
  await expect(needsYou).toBeVisible();
  await expect(needsYou.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Opens Profile from the dashboard and waits for its cards to finish loading: the lazy ones above "Your data"
 * (staff's interview hours) push it down when they arrive, and a click during that shift misses its button.
 */
export async function openProfile(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('link', { name: /Profile/ })
    .click();
  await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

/** An ID token for a demo account, from the API's login. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Creates a job through the API as the demo admin, so a test does not depend on what other tests created. */
export async function createJobAsAdmin(
  request: APIRequestContext,
  fields: Record<string, unknown>,
): Promise<{ _id: string; title: string; slug: string }> {
  const token = await apiToken(request, DEMO.admin.email);
  const created = await request.post('/api/job', { data: fields, headers: { authorization: `Bearer ${token}` } });
  expect(created.status()).toBe(201);
  return created.json();
}

/** Signs a new candidate up through the UI and returns their email. */
export async function signUpCandidate(page: Page, name: string, email = uniqueEmail('person')): Promise<string> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expectDashboard(page, 'candidate');
  return email;
}

export const SIGN_UP_PASSWORD = 'a-long-password';

/**
 * Chooses a job in a job picker (an ARIA combobox over the paged job list): types `search` (by default the
 * title's longest word, which is what the API looks up) and picks the option named `title`.
 */
export async function pickJob(page: Page, label: string, title: string, search?: string): Promise<void> {
  const longest = title.split(/[^\p{L}\p{N}]+/u).reduce((best, word) => (word.length > best.length ? word : best), '');
  const box = page.getByRole('combobox', { name: label, exact: true });
  // Focusing the stand-in loads the real combobox, which replaces it: a fill that straddles the swap (cleared
  // in one, typed into the other) leaves "All jobsfront". Fill again until the field holds just the search.
  await expect(async () => {
    await box.fill(search ?? longest);
    await expect(box).toHaveValue(search ?? longest, { timeout: 1_000 });
  }).toPass();
  // The typed search's answer can replace the list under the pointer (the newest jobs were listed until then):
  // a click on an option that was swapped out chooses nothing, and a person would click again.
  await expect(async () => {
    if ((await box.inputValue()) !== title) await page.getByRole('option', { name: title, exact: true }).click();
    await expect(box).toHaveValue(title, { timeout: 2_000 });
  }).toPass();
}

/**
 * Pages a newest-first list on with its "Load more" button until `target` shows. Other tests create jobs at the
 * same time (one makes 150), and every refetch after a save reloads the list from the newest: the row a test
 * just saved can sit on a later page by then, where a person would page on to find it.
 */
export async function pageOnUntilVisible(page: Page, target: Locator, loadMore: string): Promise<void> {
  await expect(async () => {
    if (!(await target.first().isVisible()))
      await page.getByRole('button', { name: loadMore }).click({ timeout: 2000 });
    await expect(target.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The Mailbox (admin, emulators only) in a browser of its own: what the local SMTP catcher received, searched
 * for `to`, as the list of caught e-mails sent to `to`.
 */
export async function caughtMailTo(browser: Browser, to: string) {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin.email);
  await admin
    .getByRole('main')
    .getByRole('link', { name: /Mailbox/ })
    .click();
  await admin.getByLabel('Search e-mails by recipient or subject').fill(to);
  await admin.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(/[?&]q=/);
  return admin
    .getByRole('list', { name: 'Caught e-mails' })
    .getByRole('listitem')
    .filter({ hasText: `To ${to}` });
}
