import { expect, test } from '@playwright/test';
import { violationsOn } from './axe-check';
import { DEMO, expectDashboard, signIn } from './support';

// The shell's overlays are not screens the axe sweep reaches by following links: each is opened here and checked
// while it is open (the page behind it is inert then, so only what a person can reach is measured).

// The page's own policy allows no inline script: axe is injected for the test only.
test.use({ bypassCSP: true });

test('when hr opens the search dialog and the notifications, then axe finds no serious or critical violation', async ({
  page,
}) => {
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');

  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('combobox').fill('pipeline');
  await expect(search.getByRole('option').first()).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  // Loaded: a list, or the words saying there is nothing (either way no "Loading").
  await expect(notifications.getByText(/Loading/)).toHaveCount(0);
  await expect(notifications.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
});

test('when a candidate opens the menu on a phone, then axe finds no serious or critical violation', async ({
  browser,
}) => {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true })).newPage();
  await signIn(phone, DEMO.candidate.email);
  await expectDashboard(phone, 'candidate');
  await phone.getByRole('button', { name: 'Menu' }).click();
  await expect(phone.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Jobs' })).toBeVisible();
  expect(await violationsOn(phone)).toEqual([]);
});
