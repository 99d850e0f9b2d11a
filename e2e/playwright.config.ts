import { defineConfig } from '@playwright/test';
import { chromiumPath, HEADLESS_FLAGS } from '../scripts/lib/chromium.mjs';

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
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /long-lists\.spec\.ts/ },
    // Adds 150 jobs: run beside other tests, it pushes the jobs they just made off the screens' first pages.
    {
      name: 'long lists',
      use: { browserName: 'chromium' },
      testMatch: /long-lists\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
});
