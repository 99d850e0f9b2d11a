import { expect, test } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { recordDialogs } from './dialogs';
import { apiToken, createJobAsAdmin, DEMO, DEMO_PASSWORD, SIGN_UP_PASSWORD, uniqueEmail } from './support';

test('when a signed-out visitor opens a job page from LinkedIn and applies, then they sign in, land on the Select Resume dialog, and the application records the source', async ({
  page,
  request,
}) => {
  const title = `Careers Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, {
    title,
    description: 'Help candidates find us.',
    location: 'Lisbon, Portugal',
    salary: 64000,
    salaryCurrency: 'EUR',
  });
  // A candidate with a resume, signed out in this browser.
  const email = uniqueEmail('careers');
  const signUp = await request.post('/api/auth/register', {
    data: { name: 'Cleo Careers', email, password: DEMO_PASSWORD, role: 'candidate' },
  });
  const { token } = (await signUp.json()) as { token: string };
  await request.post('/api/document/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'Cleo CV.pdf', mimeType: 'application/pdf', buffer: makePdf('Cleo') } },
  });

  // The job page needs no sign-in and no JavaScript; by id, it moves to its address.
  const response = await page.goto(`/careers/${job._id}?src=linkedin`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/careers/${job.slug}\\?src=linkedin$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('€64,000 per year')).toBeVisible();

  await page.getByRole('link', { name: `Apply for ${title}` }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  const dialogs = recordDialogs(page);
  const dialog = page.getByRole('dialog', { name: 'Select Resume' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Applying to ${title}`)).toBeVisible();
  await dialog.getByLabel('Cleo CV.pdf').check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Applied successfully ✅');

  const staff = await apiToken(request, DEMO.hr.email);
  const applications = await request.get(`/api/application?job=${job._id}`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(((await applications.json()) as { source: string | null }[]).map((a) => a.source)).toEqual(['linkedin']);
});

test('when a new visitor signs up from a job page, then they land on that job with the Select Resume dialog open', async ({
  page,
  request,
}) => {
  const title = `Sign-up Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  await page.goto(`/careers/${job.slug}`);
  await page.getByRole('link', { name: `Apply for ${title}` }).click();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Nina Newcomer');
  await page.getByLabel('Email').fill(uniqueEmail('careers-new'));
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/candidate\/jobs\?apply=/);
  await expect(page.getByRole('dialog', { name: 'Select Resume' })).toContainText(`Applying to ${title}`);
});

test('when a job closes, then its page answers 410 with a way to the open jobs, and the sitemap drops it', async ({
  page,
  request,
}) => {
  const title = `Closed Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/careers/${job.slug}</loc>`);
  const token = await apiToken(request, DEMO.admin.email);
  await request.patch(`/api/job/${job._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { isActive: false },
  });
  const response = await page.goto(`/careers/${job.slug}`);
  expect(response?.status()).toBe(410);
  await page.getByRole('link', { name: 'See the jobs that are open now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Open jobs at');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/careers/${job.slug}</loc>`);
});
