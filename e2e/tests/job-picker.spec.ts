import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, expectDashboard, letterStamp, pickJob, signIn } from './support';

// With 300 more jobs, the staff Applications screen and its job picker make as few API calls as with a handful:
// the screen loads its applications only, and the picker asks for one page of matches per pause in typing.
const STAMP = letterStamp();
const JOBS = 300;
const titleOf = (i: number) => `Picker ${STAMP} Role ${String(i).padStart(3, '0')}`;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, DEMO.admin.email);
  // In order, ten at a time: the first ten are the oldest. Each on a connection of its own: a kept-alive socket the
  // Hosting emulator closes just as a post reuses it is reset (CI saw "socket hang up" here once).
  for (let start = 0; start < JOBS; start += 10) {
    const batch = Array.from({ length: 10 }, (_, offset) =>
      request.post('/api/job', {
        data: { title: titleOf(start + offset) },
        headers: { authorization: `Bearer ${token}`, connection: 'close' },
      }),
    );
    for (const created of await Promise.all(batch)) expect(created.status()).toBe(201);
  }
});

/** The frame's own calls on every page load and poll (session restore, the bell's unread count): not the screen's. */
const FRAME_CALLS = new Set(['/api/me', '/api/notifications']);

/** Every API call the screen makes from now on, as "METHOD /path?query". */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || FRAME_CALLS.has(url.pathname)) return;
    calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

test('when 300 more jobs exist, then the staff Applications screen and its job picker make a fixed number of calls', async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email);
  await expectDashboard(page, 'admin');
  const calls = recordApiCalls(page);
  await page.goto('/admin/job-applications');
  await expect(page.locator('main tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls, calls.join(', ')).toEqual([expect.stringMatching(/^GET \/api\/application\?limit=/)]);

  // Opening the picker lists the newest jobs (other tests add jobs too): one page of 20, no cursor.
  calls.length = 0;
  const picker = page.getByRole('combobox', { name: 'Filter by job', exact: true });
  await picker.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(21); // "All jobs" and the 20 newest
  await expect(options.first()).toHaveText('All jobs');
  expect(calls).toEqual(['GET /api/job?limit=20']);

  // Typing narrows on the server; the oldest of the 300 is found, and choosing it filters the applications.
  calls.length = 0;
  await pickJob(page, 'Filter by job', titleOf(0), '000');
  await page.waitForLoadState('networkidle');
  const searches = calls.filter((call) => call.startsWith('GET /api/job?'));
  expect(searches.length, searches.join(', ')).toBeLessThanOrEqual(3);
  expect(searches.every((call) => !call.includes('cursor='))).toBe(true);
  expect(calls.filter((call) => /^GET \/api\/application\?.*job=/.test(call))).toHaveLength(1);
  await expect(page.getByText('No applications yet')).toBeVisible();
});
