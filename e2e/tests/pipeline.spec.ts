import { expect, test } from '@playwright/test';
import { applicant, column, openBoard } from './board-support';
import { apiToken, createJobAsAdmin, DEMO, signIn } from './support';

test('when hr moves a card, then another recruiter sees it move live; keyboard drag, bulk reject and an admin hiring work', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Board Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  const [ana, ben, cai, dee] = [
    await applicant(request, job._id, 'Ana Board'),
    await applicant(request, job._id, 'Ben Board'),
    await applicant(request, job._id, 'Cai Board'),
    await applicant(request, job._id, 'Dee Board'),
  ];

  await openBoard(page, 'hr', title);
  await expect(column(page, 'Applied').getByRole('listitem')).toHaveCount(4);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openBoard(other, 'admin', title);

  // "Move to..." in one browser; the other browser's board follows without a reload.
  await page.getByLabel(`Move ${ana.name} to...`).selectOption({ label: 'Interview' });
  await expect(column(other, 'Interview').getByText(ana.name)).toBeVisible({ timeout: 5_000 });
  await expect(column(other, 'Applied').getByRole('listitem')).toHaveCount(3);

  // Keyboard: pick up with Space, Right arrow to the next column, Space to drop. First the live column settles
  // (Ana's move arriving mid-drag re-renders it), and each step waits for its announcement.
  await expect(column(page, 'Applied').getByRole('listitem')).toHaveCount(3);
  const handle = column(page, 'Applied').getByRole('button', { name: `Drag ${ben.name} to another stage` });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up: the card is over its own column.
  await expect(page.getByRole('status').filter({ hasText: 'Over' })).toHaveText('Over Applied.');
  await page.keyboard.press('ArrowRight');
  // The screen reader hears where the card is over (dnd-kit's live region).
  await expect(page.getByRole('status').filter({ hasText: 'Over' })).toHaveText('Over Screening.');
  await page.keyboard.press('Space');
  await expect(column(page, 'Screening').getByText(ben.name)).toBeVisible({ timeout: 5_000 });

  // Bulk reject with a reason.
  await page.getByLabel(`Select ${cai.name}`).check();
  await page.getByLabel(`Select ${dee.name}`).check();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').selectOption({ label: 'Position filled' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(column(page, 'Rejected').getByRole('listitem')).toHaveCount(2, { timeout: 5_000 });
  await expect(column(other, 'Rejected').getByRole('listitem')).toHaveCount(2, { timeout: 5_000 });

  // The drawer: timeline with the move, a note, and Hire.
  await column(page, 'Interview').getByRole('button', { name: ana.name, exact: true }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('list', { name: 'Timeline' })).toContainText('Moved Applied → Interview');
  await drawer.getByRole('textbox', { name: 'Note' }).fill('Great portfolio');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(drawer.getByRole('list', { name: 'Timeline' })).toContainText('Great portfolio');
  // hr hires through an accepted offer only: hiring straight from the card is the admin's.
  await expect(drawer.getByRole('button', { name: 'Hire' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await column(other, 'Interview').getByRole('button', { name: ana.name, exact: true }).click();
  const adminDrawer = other.getByRole('dialog');
  other.once('dialog', (confirm) => void confirm.accept());
  await adminDrawer.getByRole('button', { name: 'Hire' }).click();
  await expect(adminDrawer.getByRole('status')).toHaveText('Hired: they are an employee now.');
  await expect(column(page, 'Hired').getByText(ana.name)).toBeVisible({ timeout: 5_000 });
  await otherContext.close();

  // Their next sign-in lands on the employee dashboard, with the resume among their documents.
  const hiredContext = await browser.newContext();
  const hired = await hiredContext.newPage();
  await signIn(hired, ana.email);
  await expect(hired).toHaveURL(/\/employee$/, { timeout: 20_000 });
  await hired.goto('/employee/documents');
  await expect(hired.getByText(`${ana.name}.pdf`)).toBeVisible();
  await hiredContext.close();
});

test('when a candidate withdraws, then My Applications says so and staff cannot move it back', async ({
  page,
  request,
}) => {
  const title = `Withdraw Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  const person = await applicant(request, job._id, 'Wendy Withdraw');
  await signIn(page, person.email);
  await expect(page).toHaveURL(/\/candidate$/, { timeout: 20_000 });
  await page.goto('/candidate/applications');
  const card = page.getByRole('listitem').filter({ hasText: title });
  page.once('dialog', (confirm) => void confirm.accept());
  await card.getByRole('button', { name: `Withdraw application to ${title}` }).click();
  await expect(card.getByLabel('Status: withdrawn')).toBeVisible();
  await expect(card.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);

  const token = await apiToken(request, DEMO.hr.email);
  const applications = await request.get(`/api/application?job=${job._id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [application] = (await applications.json()) as { _id: string }[];
  const moved = await request.patch(`/api/application/${application!._id}/stage`, {
    headers: { authorization: `Bearer ${token}` },
    data: { stage: 'interview' },
  });
  expect(moved.status()).toBe(409);
});
