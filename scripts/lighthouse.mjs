// `npm run lighthouse`: Lighthouse (mobile defaults: simulated slow 4G and a mid-range phone CPU) against the
// Hosting emulator for /login, a public careers job page (with SEO, which must be 100) and, signed in as the demo
// candidate, /candidate/jobs. Prints the scores, LCP/TBT/CLS and the page's transfer size, and exits 1 when
// performance or accessibility is below 95 (or the job page's SEO below 100).
import { chromiumPath, HEADLESS_FLAGS } from './lib/chromium.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { HOSTING_URL, ROOT } from './lib/emulator-env.mjs';
import { ensureEmulators } from './lib/with-emulators.mjs';
import { DEMO_PASSWORD } from './lib/demo-data.mjs';
import { seedDemoData } from './seed-demo.mjs';

const TARGET = 95;
/** Full Lighthouse reports (JSON; open in https://googlechrome.github.io/lighthouse/viewer/). */
const REPORTS = join(ROOT, '.reports', 'lighthouse');
await ensureEmulators('scripts/lighthouse.mjs');
await seedDemoData();

const chromePath = chromiumPath();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...HEADLESS_FLAGS.filter((flag) => flag !== '--headless')],
});

async function audit(path) {
  const result = await lighthouse(`${HOSTING_URL}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Keeps the signed-in session (browser storage) between the sign-in and the audited page load.
    disableStorageReset: true,
  });
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(join(REPORTS, `${path.replace(/\W+/g, '-').replace(/^-/, '')}.json`), result.report);
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    page: path,
    landed: new URL(finalDisplayedUrl).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    'KB sent': Math.round(audits['total-byte-weight'].numericValue / 1024),
    'JS KB': Math.round(scriptBytes(audits) / 1024),
    'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
    'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
    CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    'FCP ms': Math.round(audits['first-contentful-paint'].numericValue),
  };
}

/** Bytes of JavaScript the page transferred (Lighthouse's network requests). */
function scriptBytes(audits) {
  const requests = audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function signInAsCandidate() {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${HOSTING_URL}/login`, { waitUntil: 'networkidle0' });
  await page.type('#login-email, input[type=email]', 'candidate@demo.test');
  await page.type('input[type=password]', DEMO_PASSWORD);
  await Promise.all([
    page.waitForFunction("location.pathname === '/candidate'", { timeout: 30_000 }),
    page.click('form button[type=submit]'),
  ]);
  await page.close();
  browser.disconnect();
}

/** Lighthouse varies from run to run: each page is audited RUNS times and the median run is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
async function medianAudit(path) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(path));
  runs.sort((a, b) => a.performance - b.performance);
  return { ...runs[Math.floor(runs.length / 2)], runs: runs.map((run) => run.performance).join('/') };
}

const rows = [];
try {
  rows.push(await medianAudit('/login'));
  // The demo data's first job; its careers page is public.
  rows.push(await medianAudit('/careers/senior-frontend-engineer'));
  await signInAsCandidate();
  rows.push(await medianAudit('/candidate/jobs'));
} finally {
  await chrome.kill();
}

console.table(rows);
const careers = (row) => row.page.startsWith('/careers');
const misses = rows.filter(
  (row) =>
    row.performance < TARGET ||
    row.accessibility < TARGET ||
    row.landed !== row.page ||
    (careers(row) && (row.seo < 100 || row['JS KB'] > 15)),
);
if (misses.length > 0) {
  console.error(
    `Below target (performance and accessibility >= ${TARGET}; job page SEO 100, JS <= 15 KB) or redirected: ${misses.map((row) => row.page).join(', ')}`,
  );
  process.exit(1);
}
console.log(`lighthouse: every page meets performance and accessibility >= ${TARGET}`);
