import { expect, test } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { column, openBoard } from './board-support';
import { violationsOn } from './axe-check';
import { createJobAsAdmin, DEMO, expectDashboard, signIn, uniqueEmail } from './support';

// axe is injected into the page for the checks (the page's own policy allows no inline script).
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

test('when the demo employee refers a friend with a resume and hr moves them, then the employee sees "In process" and nothing more', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = `Referred Role ${stamp}`;
  await createJobAsAdmin(request, { title, location: 'Lisbon' });
  const friend = uniqueEmail('friend');

  // The employee finds the job on the job board and refers a friend, with their resume, from its card.
  await signIn(page, DEMO.employee.email);
  await expectDashboard(page, 'employee');
  await page
    .getByRole('main')
    .getByRole('link', { name: /My Referrals/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My referrals');
  await page.goto(`/employee/jobs?q=${stamp}`);
  await page.getByRole('link', { name: `Refer someone to ${title}` }).click();
  const form = page.getByRole('form', { name: 'Refer someone' });
  await expect(form.getByRole('combobox', { name: 'Job' })).toHaveValue(title);
  await form.getByLabel('Their full name').fill('Fiona Friend');
  await form.getByLabel('Their e-mail').fill(friend);
  await form.getByLabel('How you know them (optional)').fill('We worked together at Acme');
  await form.getByLabel('A note for HR (optional)').fill('Brilliant with Postgres');
  await form.getByLabel(/Their resume/).setInputFiles({
    name: 'fiona.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf('Fiona Friend'),
  });
  await form.getByRole('button', { name: 'Refer' }).click();
  await expect(
    form.getByText('Thank you! We have e-mailed them about the job and will keep you posted.'),
  ).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await violationsOn(page)).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'My referrals' }).click();
  const card = page.getByRole('list', { name: 'My referrals' }).getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Fiona Friend');
  await expect(card.getByLabel('Status: Received')).toBeVisible();

  // hr sees who referred her and the note on the board card, and moves her on.
  const hrContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hr = await hrContext.newPage();
  await openBoard(hr, 'hr', title);
  const applied = column(hr, 'Applied');
  await expect(applied.getByText('Referred by Emil Novak: “Brilliant with Postgres”')).toBeVisible();
  await applied.getByRole('combobox', { name: 'Move Fiona Friend to...' }).selectOption({ label: 'Interview' });
  await expect(column(hr, 'Interview').getByRole('button', { name: 'Fiona Friend', exact: true })).toBeVisible();
  await hrContext.close();

  // The employee sees "In process", and not the stage, the note or anything else hr knows.
  await expect(async () => {
    await page.reload();
    await expect(card.getByLabel('Status: In process')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card).not.toContainText('Interview');
  await expect(card).not.toContainText('Postgres');
  await expect(card).not.toContainText(friend);
  expect(await violationsOn(page)).toEqual([]);
});
