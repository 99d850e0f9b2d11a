import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { apiToken, DEMO, DEMO_PASSWORD, expectDashboard, pickJob, signIn, uniqueEmail } from './support';

/** A new candidate (signed up through the API) who applied to the job with a PDF resume. */
export async function applicant(request: APIRequestContext, jobId: string, name: string) {
  const email = uniqueEmail('board');
  const signUp = await request.post('/api/auth/register', {
    data: { name, email, password: DEMO_PASSWORD, role: 'candidate' },
  });
  expect(signUp.status()).toBe(201);
  const { token, user } = (await signUp.json()) as { token: string; user: { _id: string } };
  const upload = await request.post('/api/document/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: makePdf(name) } },
  });
  const { filePath } = (await upload.json()) as { filePath: string };
  const applied = await request.post(`/api/application/${jobId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { resumeUrl: filePath },
  });
  expect(applied.status()).toBe(201);
  return { email, name, uid: user._id, applicationId: `${jobId}_${user._id}` };
}

export async function openBoard(page: Page, role: 'hr' | 'admin', jobTitle: string) {
  await signIn(page, DEMO[role].email);
  await expectDashboard(page, role);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Pipeline/ })
    .click();
  await pickJob(page, 'Job', jobTitle);
  await expect(page.getByRole('region', { name: 'Applied stage' })).toBeVisible();
}

export const column = (page: Page, stage: string) => page.getByRole('region', { name: `${stage} stage` });

/** A new person made an employee by the demo admin (sign-up only makes candidates). */
export async function newEmployee(request: APIRequestContext, name: string) {
  const email = uniqueEmail('panel');
  const signUp = await request.post('/api/auth/register', {
    data: { name, email, password: DEMO_PASSWORD, role: 'candidate' },
  });
  expect(signUp.status()).toBe(201);
  const { user } = (await signUp.json()) as { user: { _id: string } };
  const token = await apiToken(request, DEMO.admin.email);
  const promoted = await request.patch(`/api/user/${user._id}/role`, {
    headers: { authorization: `Bearer ${token}` },
    data: { role: 'employee' },
  });
  expect(promoted.status()).toBe(200);
  return { email, name };
}
