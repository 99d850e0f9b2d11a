import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { recordDialogs } from './dialogs';
import { DEMO, expectDashboard, signIn, uniqueEmail } from './support';

async function signUpCandidate(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Dana Documents');
  await page.getByLabel('Email').fill(uniqueEmail('docs'));
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expectDashboard(page, 'candidate');
}

/** The View link opens a new tab and the API serves the PDF bytes for it. */
async function expectViewServesPdf(page: Page, fileName: string) {
  const link = page.getByRole('link', { name: `View ${fileName} (opens in a new tab)` });
  await expect(link).toHaveAttribute('target', '_blank');
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect(popup.url()).toContain('/file?expires=');
  await popup.close();
}

test.describe('candidate documents', () => {
  test('when a candidate uploads a PDF, then it is listed, opens in a new tab, and can be deleted', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await signUpCandidate(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Documents/ })
      .click();
    await expect(page.getByRole('heading', { name: 'My Documents' })).toBeVisible();
    await expect(page.getByText('No documents uploaded yet')).toBeVisible();

    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Please select a file');

    await page.getByLabel('PDF file to upload').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await expect.poll(() => dialogs.at(-1)).toBe('Only PDF files allowed');

    await page.getByLabel('PDF file to upload').setInputFiles({
      name: 'Dana CV.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf('Dana CV', 300_000),
    });
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Uploaded successfully ✅');
    await expect(page.getByRole('list', { name: 'My documents' }).getByText('Dana CV.pdf')).toBeVisible();

    await expectViewServesPdf(page, 'Dana CV.pdf');

    await page.getByRole('button', { name: 'Delete Dana CV.pdf' }).click();
    await expect(page.getByText('No documents uploaded yet')).toBeVisible();
    expect(dialogs).toContain('Are you sure?');
  });

  test('when the server refuses a fake PDF, then its message is shown', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await signUpCandidate(page);
    await page.goto('/candidate/documents');
    await page.getByLabel('PDF file to upload').setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('plain text pretending to be a PDF '.repeat(10)),
    });
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Only PDF files allowed');
    await expect(page.getByText('No documents uploaded yet')).toBeVisible();
  });
});

test.describe('employee documents', () => {
  test('when an employee uploads a PDF, then it appears as a card that opens the PDF', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const fileName = `Payslip ${Date.now()}.pdf`;
    await signIn(page, DEMO.employee.email);
    await expectDashboard(page, 'employee');
    await page.goto('/employee/documents');
    await expect(page.getByText('Choose a PDF file')).toBeVisible();
    await page.getByLabel('Choose a PDF file').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: makePdf('Payslip'),
    });
    await expect(page.getByText(fileName)).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Document uploaded successfully ✅');
    await expect(page.getByRole('list', { name: 'My documents' }).getByText(fileName)).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expectViewServesPdf(page, fileName);
  });
});

test.describe('admin documents', () => {
  test('when an admin opens Document Management, then documents are listed with their owners', async ({ page }) => {
    await signIn(page, DEMO.admin.email);
    await expectDashboard(page, 'admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Document Management/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Document Management' })).toBeVisible();
    const table = page.getByRole('table', { name: 'All documents' });
    await expect(table.or(page.getByText('No documents uploaded yet'))).toBeVisible();
  });
});
