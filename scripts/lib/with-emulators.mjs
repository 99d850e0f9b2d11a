// Runs a script against the emulators: directly when `npm start` already has them up, otherwise inside a
// fresh `firebase emulators:exec` (built web and functions required; the caller builds first).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { EMULATORS, HOSTING_URL, PROJECT_ID, ROOT, emulatorEnv, firebaseBin } from './emulator-env.mjs';

export const INSIDE_FLAG = '--inside-emulators';

async function emulatorsRunning() {
  try {
    return (await fetch(`${HOSTING_URL}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Returns true when the caller should do its work now (emulators are up); otherwise re-runs `script` inside
 * emulators:exec with `env` and exits with its status.
 */
export async function ensureEmulators(script, env = {}) {
  if (process.argv.includes(INSIDE_FLAG) || (await emulatorsRunning())) return true;
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const command = `node ${script} ${INSIDE_FLAG} ${process.argv.slice(2).join(' ')}`.trim();
  const run = spawnSync(firebaseBin(), ['emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, command], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...emulatorEnv(join(ROOT, '.reports', 'emulator-files')), ...env },
  });
  process.exit(run.status ?? 1);
}
