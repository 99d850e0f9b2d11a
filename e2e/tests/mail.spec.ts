import { expect, test } from '@playwright/test';
import { applicant, column, openBoard } from './board-support';
import { caughtMailTo, createJobAsAdmin, signIn } from './support';

test('when a candidate applies, is shortlisted and rejected, then the Mailbox, the timeline and My Applications show the three e-mails delivered', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const request = page.request;
  const title = `Mail Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  const candidate = await applicant(request, job._id, 'Edda Email');

  // HR: to Interview, then Rejected with a reason.
  await openBoard(page, 'hr', title);
  await page.getByLabel(`Move ${candidate.name} to...`).selectOption({ label: 'Interview' });
  await expect(column(page, 'Interview').getByText(candidate.name)).toBeVisible();
  await page.getByLabel(`Move ${candidate.name} to...`).selectOption({ label: 'Rejected' });
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').selectOption({ label: 'Not enough relevant experience' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(column(page, 'Rejected').getByText(candidate.name)).toBeVisible();

  // The timeline: three e-mails, each delivered (it refreshes while one is pending).
  await column(page, 'Rejected').getByRole('button', { name: candidate.name, exact: true }).click();
  const timeline = page.getByRole('dialog').getByRole('list', { name: 'Timeline' });
  const mails = timeline.getByRole('listitem').filter({ hasText: `E-mail to ${candidate.email}` });
  await expect(mails).toHaveCount(3);
  await expect(mails.getByText('sent', { exact: true })).toHaveCount(3, { timeout: 20_000 });

  // The Mailbox (admin, emulators only) shows what the local SMTP catcher received, with the right words: the three,
  // and the verification e-mail sign-up sent.
  const caught = await caughtMailTo(browser, candidate.email);
  const adminPage = caught.page();
  await expect(caught).toHaveCount(4, { timeout: 20_000 });
  await expect(
    caught.filter({
      has: adminPage.getByRole('heading', { name: 'Verify your HR Portal e-mail address', exact: true }),
    }),
  ).toContainText('/verify-email?u=');
  await expect(
    caught.filter({
      has: adminPage.getByRole('heading', { name: `We received your application for ${title}`, exact: true }),
    }),
  ).toContainText(`Thank you for applying for ${title}`);
  await expect(
    caught.filter({
      has: adminPage.getByRole('heading', { name: `Good news about your application for ${title}`, exact: true }),
    }),
  ).toContainText('your application is now at Interview');
  await expect(
    caught.filter({ has: adminPage.getByRole('heading', { name: `Your application for ${title}`, exact: true }) }),
  ).toContainText('we are looking for someone with more experience in this area');
  await testInfo.attach('mailbox', { body: await adminPage.screenshot(), contentType: 'image/png' });

  // The candidate sees the messages sent to them on My Applications.
  const candidatePage = await (await browser.newContext()).newPage();
  await signIn(candidatePage, candidate.email);
  await expect(candidatePage).toHaveURL(/\/candidate$/, { timeout: 20_000 });
  await candidatePage.goto('/candidate/applications');
  const card = candidatePage.getByRole('listitem').filter({ hasText: title });
  await card.getByText('E-mails we sent you (3)').click();
  await expect(card.getByText('delivered', { exact: true })).toHaveCount(3);
});
