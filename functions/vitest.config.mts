import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// API tests run the Express app in-process against the Auth and Firestore emulators (started by
// `firebase emulators:exec`, see scripts/test-emulated.mjs).
const RUN_ALONE = [
  'test/shared-settings/**/*.test.ts',
  'test/insights-rebuild.test.ts',
  // Subscribes to every job and application event, and its sweeps run every delivery in the database.
  'test/webhooks.test.ts',
  // Compares read counts of two calls, which another file's new audit entries and documents would change.
  'test/api-cost.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['test/support/build-worker.ts'],
    env: {
      GCLOUD_PROJECT: 'demo-hr-portal',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
      FILE_STORE: 'local-disk',
      FILE_LINK_SECRET: 'in-process-test-file-link-secret',
      PDF_WORKER_FILE: resolve(import.meta.dirname, 'lib/pdf-worker.js'),
      // Most suites need volume; rate-limit.test.ts builds apps with explicit small limits.
      RATE_LIMITS: 'off',
      // Careers tests close jobs and read the sitemap at once; careers.test.ts turns the cache on where it measures it.
      CAREERS_CACHE_SECONDS: '0',
      // The survey's counts are republished after 5 changes; tests need not wait the day that also takes.
      SURVEY_PUBLISH_HOURS: '0',
      FILE_STORE_DIR: join(tmpdir(), `hr-portal-api-files-${process.pid}`),
    },
    // Two files at a time (Vitest's default on a 2-core machine is one): while one waits on the emulators the other
    // runs. Files make their own people and jobs; the few checks that read the whole database allow for the other.
    maxWorkers: 2,
    // A guard against a hung test, not a speed check: with two files at once, a test that waits for a trigger (the
    // Functions emulator runs them) took 20 s in CI.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Run alone, after all the others are done: tests that change what every test reads (the e-mail templates), that
    // count or deliver across the whole database (RUN_ALONE), and the insights replay, whose hundreds of events queue
    // up the triggers other files wait for (a test of theirs took 40 s beside it in CI, twice its time alone).
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.test.ts'],
          exclude: [...RUN_ALONE, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-shared-settings',
          include: RUN_ALONE,
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
    ],
  },
});
