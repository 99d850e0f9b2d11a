import { expect, test } from '@playwright/test';
import { applicant, column, openBoard } from './board-support';
import { apiToken, createJobAsAdmin, DEMO, DEMO_PASSWORD, letterStamp, signIn } from './support';

test('when hr drafts an offer and an admin approves it, then the candidate signs it and next signs in as an employee with the signed offer in Documents', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Offer Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title, salary: 68000, salaryCurrency: 'EUR', salaryPeriod: 'YEAR' });
  const candidate = await applicant(request, job._id, `Olive Offer ${letterStamp()}`);
  const hrToken = await apiToken(request, DEMO.hr.email);
  const moved = await request.patch(`/api/application/${candidate.applicationId}/stage`, {
    headers: { authorization: `Bearer ${hrToken}` },
    data: { stage: 'offer' },
  });
  expect(moved.status()).toBe(200);

  // hr drafts it from the drawer (the pay defaults from the job), previews the letter and submits it.
  await openBoard(page, 'hr', title);
  await column(page, 'Offer').getByRole('button', { name: candidate.name, exact: true }).click();
  const drawer = page.getByRole('dialog');
  const offer = drawer.getByRole('region', { name: 'Offer' });
  const terms = offer.getByRole('form', { name: 'Offer terms' });
  await expect(terms.getByLabel('Salary')).toHaveValue('68000');
  await terms.getByLabel('Salary').fill('');
  await terms.getByRole('button', { name: 'Draft offer' }).click();
  await expect(terms.getByText('Salary must be more than 0')).toBeVisible();
  await terms.getByLabel('Salary').fill('70000');
  await terms.getByRole('button', { name: 'Draft offer' }).click();
  await expect(offer.getByText('Draft', { exact: true })).toBeVisible();
  const letter = offer.getByRole('link', { name: 'View the offer letter (opens in a new tab)' });
  const pdf = await request.get(new URL((await letter.getAttribute('href'))!, page.url()).toString());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await offer.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(offer.getByText('Awaiting approval')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Approve and send' })).toHaveCount(0);

  // The admin approves it from their board: it is sent.
  const admin = await (await browser.newContext()).newPage();
  await openBoard(admin, 'admin', title);
  await column(admin, 'Offer').getByRole('button', { name: candidate.name, exact: true }).click();
  const adminOffer = admin.getByRole('dialog').getByRole('region', { name: 'Offer' });
  // The drawer may still be settling as it opens (CI once lost the click: no request was made). Pressed again only
  // while nothing changed; the button is disabled while its request is on its way, so it is never sent twice.
  await expect(async () => {
    if (await adminOffer.getByText('Sent to the candidate').isVisible()) return;
    await adminOffer.getByRole('button', { name: 'Approve and send' }).click({ timeout: 2_000 });
    await expect(adminOffer.getByText('Sent to the candidate')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // hr's board follows live: the card says where the offer stands.
  await page.keyboard.press('Escape');
  await expect(column(page, 'Offer').getByText('Offer: sent to the candidate')).toBeVisible();

  // The candidate reviews and signs it on My Applications.
  const person = await (await browser.newContext()).newPage();
  await signIn(person, candidate.email, DEMO_PASSWORD);
  await expect(person).toHaveURL(/\/candidate$/, { timeout: 20_000 });
  await person.goto('/candidate/applications');
  await person.getByRole('button', { name: 'Review your offer' }).click();
  const review = person.getByRole('dialog', { name: `Your offer: ${title}` });
  await expect(review).toContainText('€70,000 per year');
  await expect(review.getByRole('link', { name: /Read the offer letter/ })).toBeVisible();
  await review.getByLabel('Type your full name to sign').fill(candidate.name);
  await review.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(review.getByRole('status')).toHaveText(
    'Offer accepted. Welcome aboard! Sign in again to open your employee area.',
  );

  // Their next sign-in is an employee's, and the signed offer is among their documents.
  await review.getByRole('button', { name: 'Sign in again' }).click();
  await expect(person).toHaveURL(/\/login/);
  const next = person;
  await signIn(next, candidate.email, DEMO_PASSWORD);
  await expect(next).toHaveURL(/\/employee$/, { timeout: 20_000 });
  await next.goto('/employee/documents');
  await expect(next.getByText(`Signed offer - ${title}.pdf`, { exact: true })).toBeVisible();

  // hr sees it accepted and the hire done; the card sits in Hired.
  await page.reload();
  await expect(column(page, 'Hired').getByRole('button', { name: candidate.name, exact: true })).toBeVisible();
});
