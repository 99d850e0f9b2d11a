import { expect, test, type APIRequestContext } from '@playwright/test';
import { makeResumePdf } from '../../test-fixtures/pdf';
import { createJobAsAdmin, DEMO, DEMO_PASSWORD, expectDashboard, letterStamp, signIn, uniqueEmail } from './support';

/** A candidate (signed up through the API) who uploads a two-page resume and applies, consenting to the pool. */
async function candidateWithResume(request: APIRequestContext, name: string, jobId: string, lines: string[]) {
  const email = uniqueEmail('search');
  const signUp = await request.post('/api/auth/register', {
    data: { name, email, password: DEMO_PASSWORD, role: 'candidate' },
  });
  expect(signUp.status()).toBe(201);
  const { token } = (await signUp.json()) as { token: string };
  const upload = await request.post('/api/document/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: makeResumePdf([
          [name, ...lines],
          ['Skills', ...lines],
        ]),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const applied = await request.post(`/api/application/${jobId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { resumeUrl: ((await upload.json()) as { filePath: string }).filePath, talentPool: true },
  });
  expect(applied.status()).toBe(201);
}

test('when hr searches "Kubernetes", then the person whose resume says it is found, highlighted, and opens', async ({
  page,
  request,
}) => {
  const stamp = letterStamp();
  const job = await createJobAsAdmin(request, { title: `Search Platform ${stamp}` });
  const name = `Kira Search${stamp}`;
  await candidateWithResume(request, name, job._id, [`Platform engineer, Berlin ${stamp}`, 'Kubernetes, Terraform']);

  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page.getByRole('link', { name: /People/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Kubernetes ${stamp}`);
  await page.getByRole('button', { name: 'Search' }).click();

  const results = page.getByRole('list', { name: 'People found' });
  const card = results.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(card).toHaveCount(1);
  await expect(card.locator('mark').filter({ hasText: 'Kubernetes' }).first()).toBeVisible();
  await expect(card.getByText(/Talent pool until/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/hr/people\\?q=Kubernetes`));

  // Only people still in the talent pool, then their profile.
  await page.getByText('In the talent pool', { exact: true }).click();
  await expect(page).toHaveURL(/talentPool=true/);
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('cell', { name: `Search Platform ${stamp}` })).toBeVisible();
});
