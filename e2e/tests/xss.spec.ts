import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { createJobAsAdmin, DEMO, expectDashboard, pageOnUntilVisible, signIn, signUpCandidate } from './support';

// Each payload would run script if it reached the DOM as markup. A CSP violation report would mean markup got
// in and only the CSP stopped it, so the test demands none: the text must arrive as text.
const IMG = `<img src=x onerror="window.__xss=1;alert('img')">`;
const SVG = `"><svg onload="window.__xss=2;alert('svg')">`;
const SCRIPT = `<script>window.__xss=3;alert('script')</script>`;
const NAME = "Mallory O'Brien-Ünal";

function watchForExecution(page: Page) {
  const events: string[] = [];
  // The app's own alerts ("Uploaded successfully ✅") are expected; the payloads' alerts are not.
  page.on('dialog', (dialog) => {
    if (['img', 'svg', 'script', '1'].includes(dialog.message())) events.push(`dialog: ${dialog.message()}`);
    void dialog.accept();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|inline/i.test(message.text())) events.push(`console: ${message.text()}`);
  });
  return events;
}

async function expectNothingRan(page: Page, events: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('main img[src="x"], main svg[onload], main script').count()).toBe(0);
  expect(events).toEqual([]);
}

test('when job texts, a name and a file name carry script payloads, then every screen shows them as text and nothing runs', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const title = `XSS ${stamp} ${IMG}`;
  await createJobAsAdmin(request, {
    title,
    description: `Describes ${stamp} ${SCRIPT} and ${SVG}`,
    department: SVG,
    location: IMG,
    tags: [`<b onclick=alert(1)>tag`],
  });

  // A name is validated as a name: a payload is refused at sign-up. The candidate's name keeps the characters a
  // name may have that markup also uses (an apostrophe); their resume's file name is a payload.
  const refused = await request.post('/api/auth/register', {
    data: {
      name: `Mallory ${IMG}`,
      email: `mallory-${stamp}@e2e.example`,
      password: 'a-long-password',
      role: 'candidate',
    },
  });
  expect(refused.status()).toBe(400);
  const candidateEvents = watchForExecution(page);
  const email = await signUpCandidate(page, NAME);
  await page.goto('/candidate/documents');
  await page.getByLabel('PDF file to upload').setInputFiles({
    name: `${IMG}.pdf`,
    mimeType: 'application/pdf',
    buffer: makePdf('payload resume'),
  });
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  // Markup characters in file names are replaced on upload (the browser sends the quotes as %22); the rest stays.
  const storedName = /^_img src_x onerror_22window\._xss_1_alert\(_img_\)_22_\.pdf$/;
  await expect(page.getByRole('list', { name: 'My documents' }).getByText(storedName)).toBeVisible();

  // Searched for: other tests add hundreds of newer jobs at the same time.
  await page.goto(`/candidate/jobs?q=${stamp}`);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText(`Describes ${stamp} ${SCRIPT} and ${SVG}`)).toBeVisible();
  await page.getByRole('button', { name: `Apply to ${title}` }).click();
  await page.getByRole('dialog', { name: 'Select Resume' }).getByLabel(storedName).check();
  await page.getByRole('dialog', { name: 'Select Resume' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: `Applied to ${title}` })).toBeDisabled();
  await page.goto('/candidate/applications');
  // The heading: the confirmation e-mail listed under the card names the job too.
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/candidate/profile');
  await expect(page.getByLabel('Name')).toHaveValue(NAME);
  await expectNothingRan(page, candidateEvents);

  // Staff screens show the same texts: applications, documents with owner names, users, jobs, audit log.
  const admin = await (await browser.newContext()).newPage();
  const adminEvents = watchForExecution(admin);
  await signIn(admin, DEMO.admin.email);
  await expectDashboard(admin, 'admin');
  for (const [path, text] of [
    ['/admin/job-applications', title],
    ['/admin/documents', NAME],
    ['/admin/jobs', title],
    ['/admin/audit', title],
  ] as const) {
    await admin.goto(path);
    // Newest first, and other tests add hundreds of jobs (with their audit entries) at the same time.
    await pageOnUntilVisible(admin, admin.getByText(text).filter({ visible: true }), 'Load more');
    await expectNothingRan(admin, adminEvents);
  }
  await admin.goto('/admin/users');
  await admin.getByLabel('Search users by name or email').fill(email);
  await admin.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('table', { name: 'Users' }).getByText(NAME)).toBeVisible();
  await expectNothingRan(admin, adminEvents);
});
