// `npm test`: lint, format, typecheck, build and the pure unit tests (two lanes at once), the web unit tests, then
// rules + API + e2e on the emulators.
// Prints the counts per layer and a final "N passed, N failed" line; exits non-zero if anything failed.
import { spawn, spawnSync } from 'node:child_process';
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
  return finish(name, status === 0, stepStart);
}

function finish(name, ok, stepStart) {
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(name);
  return ok;
}

/** A step run beside another: its output is held and printed whole when it ends, so the two never interleave. */
function quietStep(name, command, args, options = {}) {
  const stepStart = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      resolve(finish(name, status === 0, stepStart));
    });
  });
}

const vitestJson = (report) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(REPORTS, report)}`];

// Two lanes at once on the 2-core machine: the checks and the pure unit tests beside typecheck and the build.
let built = false;
await Promise.all([
  (async () => {
    await quietStep('lint', 'npx', ['eslint', '.']);
    await quietStep('server map', 'node', ['scripts/dev/server-map.mjs']);
    await quietStep('format', 'npx', ['prettier', '--check', '.']);
    await quietStep('translations', 'node', ['scripts/test/check-translations.mjs']);
    await quietStep('unit (contract, server, scripts)', 'npx', [
      'vitest',
      'run',
      '--config',
      'vitest.unit.config.mjs',
      ...vitestJson('unit-server.json'),
    ]);
  })(),
  (async () => {
    await quietStep('typecheck', 'npm', ['run', 'typecheck']);
    built = await quietStep('build', 'npm', ['run', 'build']);
    if (built) await quietStep('bundle budget', 'node', ['scripts/bench/bundle-size.mjs']);
    if (built) await quietStep('deploy package', 'node', ['scripts/test/check-deploy-package.mjs']);
  })(),
]);
step('unit', 'npx', ['vitest', 'run', ...vitestJson('unit.json')], { cwd: join(ROOT, 'web') });
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
