import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../../test-fixtures/pdf';
import { apiToken, createJobAsAdmin, DEMO, expectDashboard, signIn } from './support';

// No screen makes one call per row: each list screen loads with a fixed number of API calls, however many rows
// it shows. The rows are counted too, so a screen with many rows and few calls is what passes.
const SCREENS: { role: keyof typeof DEMO; path: string; rows: string; maxCalls: number }[] = [
  // The jobs (each says whether the candidate applied), and the search menus' departments and locations.
  { role: 'candidate', path: '/candidate/jobs', rows: 'main article, main li', maxCalls: 2 },
  // The applications only: the job filter searches when opened.
  { role: 'admin', path: '/admin/job-applications', rows: 'main tbody tr', maxCalls: 1 },
  { role: 'hr', path: '/hr/applications', rows: 'main tbody tr', maxCalls: 1 },
  { role: 'admin', path: '/admin/jobs', rows: 'main tbody tr, main li', maxCalls: 1 },
  { role: 'admin', path: '/admin/users', rows: 'main tbody tr', maxCalls: 1 },
  { role: 'admin', path: '/admin/documents', rows: 'main tbody tr', maxCalls: 1 },
  { role: 'hr', path: '/hr/documents', rows: 'main tbody tr, main li', maxCalls: 3 },
  { role: 'admin', path: '/admin/audit', rows: 'main tbody tr', maxCalls: 1 },
];

// Rows of its own, so the counts hold on a fresh emulator: jobs, and the demo candidate's applications to them.
test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, DEMO.candidate.email);
  const upload = await request.post('/api/document/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'Calls Resume.pdf', mimeType: 'application/pdf', buffer: makePdf('calls') } },
  });
  expect(upload.status()).toBe(201);
  const { filePath } = (await upload.json()) as { filePath: string };
  for (let i = 0; i < 4; i += 1) {
    const job = await createJobAsAdmin(request, { title: `Calls Counted ${Date.now()} ${i}` });
    const applied = await request.post(`/api/application/${job._id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { resumeUrl: filePath },
    });
    expect(applied.status()).toBe(201);
  }
});

/**
 * The API calls a page makes. A further page of a list a screen loads whole (every job for a filter) carries
 * a cursor: it is counted apart, and must ask for full pages of 100, so rows fetched one by one cannot hide there.
 */
function countApiCalls(page: Page) {
  const calls: string[] = [];
  const furtherPages: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (url.searchParams.has('cursor')) furtherPages.push(url);
    else calls.push(`${request.method()} ${url.pathname}`);
  });
  return { calls, furtherPages };
}

for (const screen of SCREENS) {
  test(`when ${screen.role} opens ${screen.path}, then it loads with at most ${screen.maxCalls} API calls`, async ({
    page,
  }) => {
    // expectDashboard waits for "Needs you" to have its answer: the dashboard's inbox call is not counted here.
    await signIn(page, DEMO[screen.role].email);
    await expectDashboard(page, screen.role);
    const { calls, furtherPages } = countApiCalls(page);
    await page.goto(screen.path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator(screen.rows).first()).toBeVisible();
    const rows = await page.locator(screen.rows).count();
    // Session restore (GET /api/me or one profile read) may come first. Any further user read counts: a screen
    // that looked up each row's user would show up here as one call per row.
    const userReads = calls.filter((call) => /^GET \/api\/user\/[^/]+$/.test(call));
    // The frame's bell asks for its unread count once per page load (one call, the frame's, whatever the screen).
    const bell = calls.filter((call) => call === 'GET /api/notifications');
    expect(bell.length).toBeLessThanOrEqual(1);
    const screenCalls = calls.filter((call) => call !== 'GET /api/notifications');
    const listCalls = [
      ...screenCalls.filter((call) => !/^GET \/api\/(me|user\/[^/]+)$/.test(call)),
      ...userReads.slice(1),
    ];
    expect(listCalls.length, `${calls.join(', ')} for ${rows} rows`).toBeLessThanOrEqual(screen.maxCalls);
    expect(rows).toBeGreaterThan(screen.maxCalls);
    for (const url of furtherPages) expect(url.searchParams.get('limit'), url.href).toBe('100');
  });
}
