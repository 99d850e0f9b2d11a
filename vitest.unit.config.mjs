import { defineConfig } from 'vitest/config';

// Fast unit tests of pure logic outside the web app: the contract package, the server's pure modules (paging,
// slugs, the PDF scan, the event log's documents) and the scripts' checks. No emulator; `npm run test:unit`.
export default defineConfig({
  test: {
    name: 'unit-server',
    include: ['contract/test/**/*.test.ts', 'functions/unit/**/*.test.ts', 'scripts/test/**/*.test.mjs'],
    environment: 'node',
    // Two files at a time: Vitest's default on a 2-core machine is one (measured here: 66 s alone, 53 s with two).
    maxWorkers: 2,
  },
});
