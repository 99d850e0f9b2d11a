import { expect, test } from '@playwright/test';
import { apiToken, DEMO, expectDashboard, pickJob, signIn } from './support';

// Lists longer than one page: with 150 more jobs, the oldest of them is still reachable from the screens.
const RUN = Date.now();
const titleOf = (i: number) => `Long List ${RUN} ${String(i).padStart(3, '0')}`;

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, DEMO.admin.email);
  // One after another, so the first one is the oldest.
  for (let i = 0; i < 150; i += 1) {
    const created = await request.post('/api/job', {
      data: { title: titleOf(i) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
  }
});

test('when 150 more jobs exist, then Job Management reaches the oldest with Load more, and the filter finds it', async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email);
  await expectDashboard(page, 'admin');
  await page.goto('/admin/jobs');
  const oldest = page.getByRole('row').filter({ hasText: titleOf(0) });
  const loadMore = page.getByRole('button', { name: 'Load more jobs' });
  await expect(page.getByRole('row').filter({ hasText: titleOf(149) })).toBeVisible();
  await expect(oldest).toHaveCount(0);
  const rows = page.locator('main tbody tr');
  for (let pages = 0; pages < 20 && (await oldest.count()) === 0; pages += 1) {
    const before = await rows.count();
    await loadMore.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  await expect(oldest).toBeVisible();

  // The applications filter finds the oldest and the newest by what is typed, however many jobs there are.
  await page.goto('/admin/job-applications');
  await pickJob(page, 'Filter by job', titleOf(0), '000');
  await pickJob(page, 'Filter by job', titleOf(149), '149');
});
