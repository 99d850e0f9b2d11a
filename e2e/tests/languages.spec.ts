import { expect, test } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { violationsOn } from './axe-check';
import { recordDialogs } from './dialogs';
import { caughtMailTo, createJobAsAdmin, SIGN_UP_PASSWORD, uniqueEmail } from './support';

// A German candidate's journey on a phone: the careers page in German, sign-up, applying, My Applications and the
// confirmation e-mail, all in German, each screen checked with axe. The browser itself speaks English: the
// German careers page is the choice the portal follows.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US', bypassCSP: true });

test('when a candidate applies from the German careers page on a phone, then every screen and the e-mail are German and pass axe', async ({
  page,
  request,
  browser,
}) => {
  // Five screens through axe, a real upload and a wait for the e-mail's delivery: more than the default minute
  // when CI runs it late in the suite.
  test.setTimeout(120_000);
  const title = `Lagerleitung ${Date.now()}`;
  const job = await createJobAsAdmin(request, {
    title,
    description: 'Wir suchen Verstärkung für unser Lager in Berlin.',
    location: 'Berlin, Germany',
    salary: 52000,
    salaryCurrency: 'EUR',
  });

  // The careers page in German, with German money.
  await page.goto(`/de/careers/${job.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('52.000 € pro Jahr')).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole('link', { name: `Jetzt bewerben: ${title}` }).click();

  // Sign-up, in German.
  await expect(page.getByRole('heading', { name: 'Willkommen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Registrieren' }).click();
  const email = uniqueEmail('lena-de');
  await page.getByLabel('Vollständiger Name').fill('Lena Vogel');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Registrieren' }).click();

  // The apply dialog, in German: the new PDF is uploaded and chosen, then Apply.
  const dialog = page.getByRole('dialog', { name: 'Lebenslauf wählen' });
  await expect(dialog).toContainText(`Bewerbung auf ${title}`);
  await expect(dialog.getByText('Noch keine Dokumente hochgeladen')).toBeVisible();
  await dialog.getByLabel('PDF hochladen (oder hier ablegen)').setInputFiles({
    name: 'Lena Lebenslauf.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf('Lena Vogel, Lagerlogistik'),
  });
  await expect(dialog.getByText('Lena Lebenslauf.pdf hochgeladen und ausgewählt.')).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  const dialogs = recordDialogs(page);
  await dialog.getByRole('button', { name: 'Bewerben', exact: true }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Erfolgreich beworben ✅');

  // My Applications, in German.
  await page.goto('/candidate/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bewerbungen' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('beworben', { exact: true })).toBeVisible();
  await expect(card).toContainText('Beworben am');
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
  expect(await violationsOn(page)).toEqual([]);

  // The confirmation e-mail, in German (the account was made in German): listed on the card once delivered,
  // and caught by the local mail catcher with German words.
  await expect(async () => {
    await page.reload();
    await card.getByText('E-Mails, die wir Ihnen gesendet haben (1)').click();
    await expect(card.getByText('zugestellt')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(card).toContainText(`Wir haben Ihre Bewerbung für ${title} erhalten`);
  const caught = await caughtMailTo(browser, email);
  const mailbox = caught.page();
  await expect(
    caught.filter({
      has: mailbox.getByRole('heading', { name: `Wir haben Ihre Bewerbung für ${title} erhalten`, exact: true }),
    }),
  ).toContainText('Hallo Lena Vogel, Vielen Dank für Ihre Bewerbung');
});
