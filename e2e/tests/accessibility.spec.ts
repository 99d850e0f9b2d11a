import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { applicant } from './board-support';
import { violationsOn } from './axe-check';
import { apiToken, createJobAsAdmin, DEMO, expectDashboard, signIn } from './support';

// The axe sweep: every screen a person of each role can reach, found by following the links from their
// dashboard (so a screen added later is swept as soon as it is linked), checked with axe-core in the real page.
// Any serious or critical violation fails, and an empty table header (axe rates it minor, the portal does not).

// The page's own policy allows no inline script: axe is injected for the test only.
test.use({ bypassCSP: true });

/** At least this many screens per role, so a crawl that finds nothing cannot pass. */
const AT_LEAST = { admin: 15, hr: 10, employee: 7, candidate: 6 } as const;

/**
 * Screens that show one record need one to link to: a new candidate applies, and the demo staff sit on the
 * panel, which sends them a booking link. Answers the candidate, who is swept instead of the demo one.
 */
async function interviewToSweep(request: APIRequestContext) {
  const job = await createJobAsAdmin(request, { title: `Sweep Role ${Date.now()}` });
  const person = await applicant(request, job._id, 'Sam Sweep');
  const hr = await apiToken(request, DEMO.hr.email);
  const staff = [DEMO.admin.email, DEMO.hr.email, DEMO.employee.email];
  for (const email of staff) {
    const token = await apiToken(request, email);
    const { uid } = (await (
      await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      uid: string;
    };
    const added = await request.post(`/api/application/${person.applicationId}/interviewers`, {
      headers: { authorization: `Bearer ${hr}` },
      data: { uid },
    });
    expect(added.status()).toBe(201);
  }
  const link = await request.post(`/api/application/${person.applicationId}/schedule`, {
    headers: { authorization: `Bearer ${hr}` },
    data: { lengthMinutes: 30, required: 1, days: 7 },
  });
  expect(link.status()).toBe(201);
  // And an offer to review, so My Applications shows everything it can.
  const moved = await request.patch(`/api/application/${person.applicationId}/stage`, {
    headers: { authorization: `Bearer ${hr}` },
    data: { stage: 'offer' },
  });
  expect(moved.status()).toBe(200);
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const offer = await request.post(`/api/application/${person.applicationId}/offer`, {
    headers: { authorization: `Bearer ${hr}` },
    data: { salary: 50000, currency: 'USD', period: 'YEAR', startDate: day(40), expiresOn: day(10) },
  });
  expect(offer.status()).toBe(201);
  const { _id: offerId } = (await offer.json()) as { _id: string };
  const admin = await apiToken(request, DEMO.admin.email);
  expect(
    (await request.post(`/api/offer/${offerId}/submit`, { headers: { authorization: `Bearer ${hr}` } })).status(),
  ).toBe(200);
  expect(
    (await request.post(`/api/offer/${offerId}/approve`, { headers: { authorization: `Bearer ${admin}` } })).status(),
  ).toBe(200);
  return person;
}
const MAX_SCREENS = 40;

/** A screen's address with ids made generic (route names are lower-case words): one interview page for all. */
function shapeOf(path: string): string {
  return path
    .split('/')
    .map((segment) => (/^[a-z-]*$/.test(segment) ? segment : ':id'))
    .join('/');
}

/** The app's own links on the page, within the role's area, the profile and booking pages (no files, no API). */
async function screenLinks(page: Page, role: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return hrefs.filter((href) => {
    const path = href.split(/[?#]/)[0]!;
    if (path.startsWith('/api/') || /\.(pdf|csv|xml|txt)$/.test(path)) return false;
    return path === `/${role}` || path.startsWith(`/${role}/`) || path === '/profile' || path.startsWith('/bookings/');
  });
}

/**
 * Waits until the screen has its heading (or, for a link that opens a record in a dialog, such as "Needs you"'s
 * links to the pipeline, that dialog) and nothing is still loading.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
  test(`when every ${role} screen is opened, then axe finds no serious or critical violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const person = await interviewToSweep(request);
    await signIn(page, role === 'candidate' ? person.email : DEMO[role].email);
    await expectDashboard(page, role);
    const queue: string[] = [DEMO[role].home];
    const seen = new Set([shapeOf(DEMO[role].home)]);
    const found: string[] = [];
    const visited: string[] = [];
    while (queue.length > 0 && visited.length < MAX_SCREENS) {
      const href = queue.shift()!;
      await page.goto(href);
      await settled(page);
      visited.push(href);
      found.push(...(await violationsOn(page)).map((violation) => `${href}: ${violation}`));
      for (const link of await screenLinks(page, role)) {
        const shape = shapeOf(link.split(/[?#]/)[0]!);
        if (seen.has(shape)) continue;
        seen.add(shape);
        queue.push(link);
      }
    }
    console.info(`axe sweep, ${role}: ${visited.length} screens: ${visited.join(' ')}`);
    expect(found).toEqual([]);
    expect(visited.length).toBeGreaterThanOrEqual(AT_LEAST[role]);
  });
}
