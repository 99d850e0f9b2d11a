// `npm run emulators`: the inner loop. Builds, then starts the emulators empty (no demo data, nothing saved) with
// the settings `npm test` uses, so one test file runs against them in seconds from another terminal:
//   npm run emulators                       (leave it running)
//   cd functions && npx vitest run test/offers.test.ts
// `--no-build` skips the build (after a change to tests only). Ctrl+C stops them.
import { spawn, spawnSync } from 'node:child_process';
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

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const emulators = spawn(
  firebaseBin(),
  ['emulators:start', '--only', EMULATORS, '--project', PROJECT_ID, ...emulatorConfigArgs()],
  // The same raised limits and uncached careers pages as the emulated test layers (scripts/test/test-all.mjs).
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...emulatorEnv(join(ROOT, '.reports', 'emulator-files')),
      RATE_LIMITS: TEST_RUN_RATE_LIMITS,
      CAREERS_CACHE_SECONDS: '0',
    },
  },
);
emulators.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => emulators.kill(signal));
