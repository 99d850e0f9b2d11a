// `npm run docs:screenshots`: the pictures in docs/guide.md and the README, taken from the running demo so they
// stay current. Uses running emulators (npm start) or starts its own; loads the demo data; writes docs/images/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, HEADLESS_FLAGS } from '../lib/chromium.mjs';
import { HOSTING_URL, ROOT } from '../lib/emulator-env.mjs';
import { ensureEmulators } from '../lib/with-emulators.mjs';
import { seedDemoData } from './seed-demo.mjs';

await ensureEmulators('scripts/dev/docs-screenshots.mjs');
const { password } = await seedDemoData();
const OUT = join(ROOT, 'docs', 'images');
mkdirSync(OUT, { recursive: true });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Who, which screens, and at what size: candidates meet the portal on a phone. */
const SHOTS = [
  { email: 'candidate@demo.test', size: PHONE, screens: ['/candidate', '/candidate/jobs', '/candidate/applications'] },
  { email: 'employee@demo.test', size: DESKTOP, screens: ['/employee', '/employee/interviews'] },
  { email: 'hr@demo.test', size: DESKTOP, screens: ['/hr', '/hr/pipeline?job=demo-job-01', '/hr/insights'] },
  { email: 'admin@demo.test', size: DESKTOP, screens: ['/admin', '/admin/users', '/admin/privacy'] },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: HEADLESS_FLAGS });
try {
  for (const { email, size, screens } of SHOTS) {
    const page = await browser.newPage({ viewport: size });
    await page.goto(`${HOSTING_URL}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(new RegExp(`${screens[0]}$`));
    for (const path of screens) {
      await page.goto(`${HOSTING_URL}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const name = `${path.slice(1).split('?')[0].replaceAll('/', '-')}.png`;
      await page.screenshot({ path: join(OUT, name) });
      console.log(`docs/images/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
