import { defineConfig } from '@playwright/test';
import { chromiumPath, HEADLESS_FLAGS } from '../scripts/lib/chromium.mjs';

/** The specs that fill the shared job list: they run after the others. */
const LONG_LISTS = /(long-lists|job-picker)\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A guard against a hung test, not a speed check (scripts/bench measures speed): two browsers and the emulators
  // keep the 2-core CI machine's CPU busy, and the longest flows take 20-25 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.reports/e2e.json' }]],
  use: {
    baseURL: process.env.HOSTING_URL ?? 'http://127.0.0.1:5000',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: HEADLESS_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: LONG_LISTS },
    // These add 150 and 300 jobs: run beside other tests, they push the jobs those just made off the first pages
    // (CI saw an edited job vanish from Job Management's first page that way).
    {
      name: 'long lists',
      use: { browserName: 'chromium' },
      testMatch: LONG_LISTS,
      // One at a time too: each checks which jobs its own first page shows.
      workers: 1,
      dependencies: ['chromium'],
    },
  ],
});
