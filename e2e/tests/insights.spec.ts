import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboard, pickJob, signIn } from './support';

const DAY = 86_400_000;
const isoDay = (millis: number) => new Date(millis).toISOString().slice(0, 10);

// The demo's four months of past hiring (scripts/lib/demo-insights.mjs); the range ends before today, so other
// specs applying and moving now cannot change the numbers while this one reads them.
const RANGE = { from: isoDay(Date.now() - 150 * DAY), to: isoDay(Date.now() - 2 * DAY) };

test('when hr opens Insights for a demo job, then the funnel shows its history and its CSV has the same rows', async ({
  page,
}) => {
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Insights/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();

  await pickJob(page, 'Job', 'Senior Frontend Engineer', 'front');
  await page.getByLabel('From (UTC)').fill(RANGE.from);
  await page.getByLabel('To (UTC)').fill(RANGE.to);
  await Promise.all([
    page.waitForResponse((response) => /\/api\/insights\?jobId=demo-job-01&/.test(response.url())),
    page.getByRole('button', { name: 'Show' }).click(),
  ]);
  await expect(page).toHaveURL(new RegExp(`from=${RANGE.from}&to=${RANGE.to}`));
  // The earlier numbers stay on screen, marked busy, until the new ones arrive.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const funnel = page.getByRole('table', { name: 'Funnel' });
  const rows = funnel.getByRole('row');
  await expect(rows).toHaveCount(6);
  const shown = await rows.evaluateAll((all) =>
    all.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
  );
  expect(shown.map((cells) => cells[0])).toEqual(['Applied', 'Screening', 'Interview', 'Offer', 'Hired']);
  expect(Number(shown[0]![1])).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Sources' })).toContainText('linkedin');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV: Funnel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('insights-funnel.csv');
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.split('\r\n');
  expect(header).toBe('"stageId","name","reached","passedThrough","conversion"');
  const csv = lines.map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
  expect(csv.map(([, name, reached, passed]) => [name, reached, passed || '—'])).toEqual(
    shown.map(([name, reached, passed]) => [name, reached, passed]),
  );

  // Reloading keeps the job and the range (they are in the address).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Job', exact: true })).toHaveValue('Senior Frontend Engineer');
  await expect(page.getByRole('table', { name: 'Funnel' }).getByRole('row')).toHaveCount(6);
});

test('when a candidate opens the insights address, then they are not let in', async ({ page }) => {
  await signIn(page, DEMO.candidate.email);
  await expectDashboard(page, 'candidate');
  await page.goto('/hr/insights');
  await expect(page.getByRole('heading', { name: 'Insights' })).toHaveCount(0);
});
