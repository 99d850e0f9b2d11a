import { expect, test } from '@playwright/test';
import { makeResumePdf } from '../../test-fixtures/pdf';
import { caughtMailTo, createJobAsAdmin, DEMO, expectDashboard, letterStamp, pickJob, signIn } from './support';
import { recordDialogs } from './dialogs';

test('when hr adds a person met at an event with a resume onto a job, then the person creates their account from the e-mailed link and finds the application', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = letterStamp();
  const job = await createJobAsAdmin(request, { title: `Event Hire ${stamp}` });
  const name = `Evan Event${stamp}`;
  const email = `evan.${stamp}@example.com`;

  // hr adds them from People.
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^People/ })
    .click();
  await page.getByRole('link', { name: 'Add a person' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a person');
  const form = page.getByRole('form', { name: 'Add a person' });
  // A phone without its country code is refused with what to do.
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone (optional)').fill('030 1234567');
  await form.getByLabel('Where they came from').selectOption({ label: 'An event' });
  await pickJob(page, "Put them on a job's pipeline (optional)", job.title);
  await form.getByLabel('Resume (optional PDF, at most 10 MB)').setInputFiles({
    name: 'evan.pdf',
    mimeType: 'application/pdf',
    buffer: makeResumePdf([[name, `Events ${stamp}`, 'Logistics, planning']]),
  });
  await form.getByRole('button', { name: 'Add and tell them' }).click();
  await expect(form.getByText('Give the phone number with its country code, e.g. +49 30 1234567')).toBeVisible();
  await form.getByLabel('Phone (optional)').fill('+49 30 1234567');
  await form.getByRole('button', { name: 'Add and tell them' }).click();

  // Their profile says how they came, and that they were told.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('status').filter({ hasText: 'Person added.' })).toBeVisible();
  const added = page.getByRole('region', { name: 'Added by staff' });
  await expect(added.getByText(/Source: An event\./)).toBeVisible();
  await expect(added.getByText('Phone: +49301234567')).toBeVisible();
  await expect(added.getByText('No account yet.')).toBeVisible();
  await expect(added.getByText(/We hold your details/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applications' }).getByText(job.title)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents' }).getByText('evan.pdf')).toBeVisible();

  // The e-mail arrives with both links.
  const toPerson = await caughtMailTo(browser, email);
  const caught = toPerson.filter({
    has: toPerson.page().getByRole('heading', { name: 'We hold your details: here is what and why' }),
  });
  await expect(caught).toHaveCount(1, { timeout: 20_000 });
  const text = (await caught.locator('pre').first().textContent()) ?? '';
  expect(text).toContain('from an event where we met');
  expect(text).toMatch(/\/privacy\/remove\?u=/);
  const link = new URL(/https?:\/\/\S+\/join\?\S+/.exec(text)![0]);

  // The person follows "Create my account" in a browser of their own, at phone size.
  const person = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await person.goto(link.pathname + link.search);
  await expect(person.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(person.getByText(`Welcome, ${name}.`)).toBeVisible();
  await person.getByLabel('Choose a password').fill('a-long-password');
  await person.getByRole('button', { name: 'Create my account' }).click();
  await expect(person).toHaveURL(/\/candidate$/);
  await person.goto('/candidate/applications');
  await expect(person.getByText(job.title)).toBeVisible();
  expect(await person.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The link is spent.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link.pathname + link.search);
  await expect(again.getByText('This link has been used already, or the data it was for is gone.')).toBeVisible();
});

test('when hr merges two demo duplicates and undoes it, then the other is back as they were and the pair is open again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  recordDialogs(page);
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  // From Jonas Weber's profile (the full list is newest first; other runs may have added pairs since the demo).
  await page.goto(`/hr/people?q=${encodeURIComponent('Jonas Weber')}`);
  await page
    .getByRole('list', { name: 'People found' })
    .getByRole('listitem')
    .filter({ hasText: 'jonas.weber@demo.test' })
    .getByRole('link', { name: 'Jonas Weber', exact: true })
    .click();
  const possibly = page.getByRole('region', { name: 'Possibly the same person' });
  await expect(possibly.getByText(/Possibly the same person as/)).toBeVisible();
  await possibly.getByRole('link', { name: 'Review and merge' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Possible duplicates');
  const jonas = () =>
    page
      .getByRole('list', { name: 'Possible duplicates' })
      .getByRole('listitem')
      .filter({ hasText: 'jonas.weber@demo.test' });
  const pair = jonas();
  await expect(pair.getByText(/Why: The same phone number/)).toBeVisible();
  await pair.getByRole('button', { name: 'Keep Jonas Weber, merge the other in' }).click();

  // The kept person's profile says so, with the undo.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jonas Weber');
  await expect(page.getByRole('status').filter({ hasText: 'Merged. Undo is possible for 30 days.' })).toBeVisible();
  // The newest merge is this one (a run before may have left an undone one below it).
  const merge = page.getByRole('region', { name: 'Merges' }).getByRole('listitem').first();
  await expect(merge.getByText(/Weber Jonas was merged into this person/)).toBeVisible();
  await merge.getByRole('button', { name: /Undo merge/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Undone: both people are back as they were.' }),
  ).toBeVisible();
  await expect(merge.getByText(/\(undone\)/)).toBeVisible();

  // Both are people of their own again, still suggested as one.
  await page.goto(`/hr/people/duplicates?person=${new URL(page.url()).pathname.split('/').pop()}`);
  await expect(jonas()).toBeVisible();
  await jonas().getByRole('link', { name: 'Weber Jonas' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weber Jonas');
  await expect(page.getByRole('region', { name: 'Added by staff' }).getByText('Phone: +49305550101')).toBeVisible();
});
