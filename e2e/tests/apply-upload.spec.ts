import { expect, test } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { recordDialogs } from './dialogs';
import { apiToken, createJobAsAdmin, DEMO, SIGN_UP_PASSWORD, uniqueEmail } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('when a new visitor on a phone applies from a job link, then it takes three steps: Apply, sign up, upload and Apply', async ({
  page,
  request,
}) => {
  const title = `Phone Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title, description: 'Apply from anywhere.' });
  await page.goto(`/careers/${job.slug}?src=newsletter`);

  // Step 1: Apply on the job page.
  await page.getByRole('link', { name: `Apply for ${title}` }).click();
  // Step 2: sign up.
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Pia Phone');
  await page.getByLabel('Email').fill(uniqueEmail('phone'));
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // Step 3: the dialog takes the resume; the new PDF is selected once stored, and Apply is one click.
  const dialog = page.getByRole('dialog', { name: 'Select Resume' });
  await expect(dialog).toContainText(`Applying to ${title}`);
  await expect(dialog.getByText('No documents uploaded yet')).toBeVisible();
  await dialog.getByLabel('Upload a PDF (or drop it here)').setInputFiles({
    name: 'Pia CV.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf('Pia Phone, product designer'),
  });
  await expect(dialog.getByText('Pia CV.pdf uploaded and selected.')).toBeVisible();
  await expect(dialog.getByLabel('Pia CV.pdf')).toBeChecked();
  const dialogs = recordDialogs(page);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Applied successfully ✅');

  await page.goto('/candidate/applications');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const staff = await apiToken(request, DEMO.hr.email);
  const applications = await request.get(`/api/application?job=${job._id}`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(((await applications.json()) as { source: string | null }[]).map((a) => a.source)).toEqual(['newsletter']);
});
