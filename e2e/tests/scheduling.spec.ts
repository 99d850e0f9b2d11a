import { expect, test } from '@playwright/test';
import { applicant, column, newEmployee, openBoard } from './board-support';
import { createJobAsAdmin, DEMO, letterStamp, signIn } from './support';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

test('when hr offers scheduling, then a candidate in another zone books and reschedules, the interviewer sees the time, and invites are mailed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Scheduling Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  const candidate = await applicant(request, job._id, `Bo Booker ${letterStamp()}`);
  const interviewer = await newEmployee(request, `Ines Interviewer ${letterStamp()}`);

  // The interviewer, in Berlin, sets interview hours on their profile; the zone defaults to the browser's.
  const berlin = await (await browser.newContext({ timezoneId: 'Europe/Berlin' })).newPage();
  await signIn(berlin, interviewer.email);
  await expect(berlin).toHaveURL(/\/employee$/, { timeout: 20_000 });
  await berlin.goto('/profile');
  const hours = berlin.getByRole('region', { name: 'Interview hours' });
  await expect(hours.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  for (const day of DAYS) await hours.getByLabel(day, { exact: true }).fill('08:00-20:00');
  await hours.getByLabel('Monday', { exact: true }).fill('8am');
  await hours.getByRole('button', { name: 'Save interview hours' }).click();
  await expect(hours.getByText('Monday: write ranges as 09:00-12:00')).toBeVisible();
  await hours.getByLabel('Monday', { exact: true }).fill('08:00-12:00, 13:00-20:00');
  await hours.getByRole('button', { name: 'Save interview hours' }).click();
  await expect(hours.getByRole('status')).toHaveText('Interview hours saved.');

  // hr puts them on the panel and sends the booking link from the drawer.
  await openBoard(page, 'hr', title);
  await column(page, 'Applied').getByRole('button', { name: candidate.name, exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Find an interviewer by name or email').fill(interviewer.email);
  await drawer.getByRole('button', { name: `Add ${interviewer.name} (employee)` }).click();
  const offer = drawer.getByRole('form', { name: 'Offer scheduling' });
  await offer.getByLabel('Length').selectOption('45');
  await offer.getByRole('button', { name: 'Send booking link' }).click();
  await expect(offer.getByRole('status')).toContainText('Link e-mailed to the candidate');

  // The candidate, in New York, books from My Applications; times are named in their zone.
  const newYork = await (await browser.newContext({ timezoneId: 'America/New_York' })).newPage();
  await signIn(newYork, candidate.email);
  await expect(newYork).toHaveURL(/\/candidate$/, { timeout: 20_000 });
  await newYork.goto('/candidate/applications');
  await newYork.getByRole('link', { name: 'Book your interview' }).click();
  await expect(newYork.getByText('America/New_York', { exact: true })).toBeVisible();
  const times = newYork.getByRole('region', { name: 'Free times' });
  await times
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await expect(newYork.getByRole('status')).toContainText('(America/New_York)');
  const firstHeading = await newYork.getByRole('heading', { name: /^Your interview:/ }).textContent();

  // The interviewer sees it on Interviews, in Berlin time.
  await berlin.goto('/employee/interviews');
  const row = berlin.getByRole('row').filter({ hasText: candidate.name });
  await expect(row).toContainText('(Europe/Berlin)');

  // The candidate moves it to the last offered time of the second day offered. (Not of the first: near the end of
  // the interviewer's day, the notice period can leave the first day with one time only, the one they booked.)
  await newYork.getByRole('button', { name: 'Reschedule' }).click();
  const secondDay = times.locator('details').nth(1);
  await secondDay.locator('summary').click();
  await secondDay
    .getByRole('button', { name: /^Move to / })
    .last()
    .click();
  await expect(newYork.getByRole('status')).toContainText('Booked:');
  await expect(newYork.getByRole('heading', { name: /^Your interview:/ })).not.toHaveText(firstHeading!);

  // The Mailbox shows the invites, with the calendar file attached (the second round is SEQUENCE:1).
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin.email);
  await expect(admin).toHaveURL(/\/admin$/, { timeout: 20_000 });
  const subject = `Interview: ${candidate.name} for ${title}`;
  await admin.goto(`/admin/mailbox?q=${encodeURIComponent(subject)}`);
  const invites = admin
    .getByRole('list', { name: 'Caught e-mails' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(invites).toHaveCount(4);
  await expect(invites.first().getByText('Attachment: invite.ics (text/calendar)')).toBeVisible();
  await invites.first().getByText('Attachment: invite.ics').click();
  await expect(invites.first()).toContainText('SEQUENCE:1');
  await expect(invites.first()).toContainText('METHOD:REQUEST');
});
