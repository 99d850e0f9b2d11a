import { expect, test } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { column, openBoard } from './board-support';
import { recordDialogs } from './dialogs';
import { violationsOn } from './axe-check';
import { createJobAsAdmin, DEMO_PASSWORD, expectDashboard, signIn, uniqueEmail } from './support';

// axe is injected into the page for the checks (the page's own policy allows no inline script).
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

test('when a candidate on a phone answers three questions and misses a must-have, then hr sees the flag with the answer and the filter hides it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = `Screened Role ${stamp}`;
  const job = await createJobAsAdmin(request, {
    title,
    questions: [
      {
        id: 'permit',
        type: 'yes_no',
        label: 'Do you have a work permit for Portugal?',
        required: true,
        rule: { equals: true },
      },
      { id: 'years', type: 'number', label: 'Years of experience', required: true, limits: { min: 0, max: 50 } },
      { id: 'github', type: 'link', label: 'GitHub profile', help: 'A full address, https://...' },
    ],
  });
  // Someone who meets every must-have applied through the API.
  const apply = async (name: string, answers?: Record<string, unknown>) => {
    const email = uniqueEmail('answers');
    const signUp = await request.post('/api/auth/register', {
      data: { name, email, password: DEMO_PASSWORD, role: 'candidate' },
    });
    const { token } = (await signUp.json()) as { token: string };
    const upload = await request.post('/api/document/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name: `${name} CV.pdf`, mimeType: 'application/pdf', buffer: makePdf(name) } },
    });
    if (answers) {
      const { filePath } = (await upload.json()) as { filePath: string };
      const filed = await request.post(`/api/application/${job._id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { resumeUrl: filePath, answers },
      });
      expect(filed.status()).toBe(201);
    }
    return email;
  };
  await apply('Mia Meets', { permit: true, years: 6 });
  const email = await apply('Quinn Questions');

  // Step 1: the resume; step 2: the questions, with a problem shown beside its field; step 3: Apply.
  await signIn(page, email);
  await expectDashboard(page, 'candidate');
  await page.goto(`/candidate/jobs?q=${stamp}`);
  await page.getByRole('button', { name: `Apply to ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Resume' });
  await dialog.getByLabel('Quinn Questions CV.pdf').check();
  await dialog.getByRole('button', { name: 'Next: questions' }).click();
  const questions = page.getByRole('dialog', { name: 'Questions' });
  await expect(questions.getByText('A full address, https://...')).toBeVisible();
  await questions.getByRole('radio', { name: 'No' }).check();
  await questions.getByRole('spinbutton', { name: /Years of experience/ }).fill('4');
  await questions.getByRole('textbox', { name: /GitHub profile/ }).fill('not a link');
  await questions.getByRole('button', { name: 'Apply' }).click();
  await expect(questions.getByText('Enter a full http(s) address')).toBeVisible();
  // The pointer still rests on Apply: its hover colour is not what axe should judge.
  await page.mouse.move(0, 0);
  expect(await violationsOn(page)).toEqual([]);
  await questions.getByRole('textbox', { name: /GitHub profile/ }).fill('https://github.com/quinn');
  const dialogs = recordDialogs(page);
  await questions.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Applied successfully ✅');

  // hr: the card says what is missing and what was answered; "Meets every must-have" leaves Mia only.
  const hrContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hr = await hrContext.newPage();
  await openBoard(hr, 'hr', title);
  const applied = column(hr, 'Applied');
  await expect(applied.getByRole('listitem')).toHaveCount(2);
  await expect(applied.getByText('Does not meet: Do you have a work permit for Portugal? (No)')).toBeVisible();
  await hr.getByLabel('Meets every must-have').check();
  await expect(applied.getByRole('listitem')).toHaveCount(1);
  await expect(applied.getByText('Mia Meets')).toBeVisible();
  await hr.getByLabel('Meets every must-have').uncheck();
  await applied.getByRole('button', { name: 'Quinn Questions', exact: true }).click();
  const drawer = hr.getByRole('dialog');
  const answers = drawer.getByRole('region', { name: 'Answers' });
  await expect(answers).toContainText('Does not meet: Do you have a work permit for Portugal? (answered: No)');
  await expect(answers).toContainText('Years of experience4');
  await expect(answers).toContainText('https://github.com/quinn');
  await hr.mouse.move(0, 0);
  expect(await violationsOn(hr)).toEqual([]);
  // Flagged, never moved: the card is still in Applied.
  await hr.keyboard.press('Escape');
  await expect(applied.getByRole('button', { name: 'Quinn Questions', exact: true })).toBeVisible();
  await hrContext.close();
});
