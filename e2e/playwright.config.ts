import { defineConfig } from '@playwright/test';
import { chromiumPath, HEADLESS_FLAGS } from '../scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
