import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two files at a time (Vitest's default on a 2-core machine is one); each worker has an emulator project of its
    // own (environment.ts), which its tests clear between them.
    maxWorkers: 2,
  },
});
