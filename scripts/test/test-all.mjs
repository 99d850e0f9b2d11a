// `npm test`: lint, format, typecheck, build, unit tests, then rules + API + e2e on the emulators.
// Prints the counts per layer and a final "N passed, N failed" line; exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATORS,
  PROJECT_ID,
  ROOT,
  TEST_RUN_RATE_LIMITS,
  emulatorConfigArgs,
  emulatorEnv,
  firebaseBin,
} from '../lib/emulator-env.mjs';

const REPORTS = join(ROOT, '.reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const startedAt = Date.now();
const failedSteps = [];

function step(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  const stepStart = Date.now();
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
  if (status !== 0) failedSteps.push(name);
  return status === 0;
}

step('lint', 'npx', ['eslint', '.']);
step('server map', 'node', ['scripts/dev/server-map.mjs']);
step('format', 'npx', ['prettier', '--check', '.']);
step('translations', 'node', ['scripts/test/check-translations.mjs']);
step('typecheck', 'npm', ['run', 'typecheck']);
const built = step('build', 'npm', ['run', 'build']);
if (built) step('bundle budget', 'node', ['scripts/bench/bundle-size.mjs']);
if (built) step('deploy package', 'node', ['scripts/test/check-deploy-package.mjs']);
step(
  'unit',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(REPORTS, 'unit.json')}`],
  {
    cwd: join(ROOT, 'web'),
  },
);
step('unit (contract, server, scripts)', 'npx', [
  'vitest',
  'run',
  '--config',
  'vitest.unit.config.mjs',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(REPORTS, 'unit-server.json')}`,
]);
if (built) {
  step(
    'rules + api + e2e (emulators)',
    firebaseBin(),
    [
      'emulators:exec',
      '--only',
      EMULATORS,
      '--project',
      PROJECT_ID,
      ...emulatorConfigArgs(),
      'node scripts/test/test-emulated.mjs',
    ],
    // The careers e2e closes a job and reads the sitemap at once: no per-instance page cache in the test run.
    { env: { ...emulatorEnv(join(REPORTS, 'files')), RATE_LIMITS: TEST_RUN_RATE_LIMITS, CAREERS_CACHE_SECONDS: '0' } },
  );
} else {
  failedSteps.push('emulated layers skipped: build failed');
}

/** Reads a vitest (jest-style) or Playwright JSON report into counts. */
function countsOf(file) {
  const path = join(REPORTS, file);
  if (!existsSync(path)) return null;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

const layers = [
  ['unit', 'unit.json'],
  ['unit-server', 'unit-server.json'],
  ['rules', 'rules.json'],
  ['api', 'api.json'],
  ['e2e', 'e2e.json'],
];
let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n=== summary ===');
for (const [name, file] of layers) {
  const counts = countsOf(file);
  if (!counts) {
    console.log(`${name.padEnd(11)} no report (layer did not run)`);
    failedSteps.push(`${name}: no report`);
    continue;
  }
  console.log(`${name.padEnd(11)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
console.log(`total time ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join('; ')}`);
// A failing step with no failing test (lint, typecheck, a crashed layer) still counts as one failure.
if (failed === 0 && failedSteps.length) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && failedSteps.length === 0 ? 0 : 1);
