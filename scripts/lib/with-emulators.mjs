// Runs a script against the emulators: directly when they are already up (or when this is the re-run inside
// them), otherwise by building and re-running the script inside `firebase emulators:exec`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  EMULATORS,
  HOSTING_URL,
  PORTS,
  PROJECT_ID,
  ROOT,
  emulatorConfigArgs,
  emulatorEnv,
  firebaseBin,
} from './emulator-env.mjs';

export const INSIDE_FLAG = '--inside-emulators';
const inside = () => process.argv.includes(INSIDE_FLAG);

/** Whether something answers at `url` (with a 2xx when `needOk`). */
async function answers(url, needOk = false) {
  try {
    const response = await fetch(url);
    return !needOk || response.ok;
  } catch {
    return false;
  }
}

/** Builds with `npm <buildArgs>`, runs `script` inside emulators:exec with only `emulators`, exits with its status. */
function rerunInsideEmulators(script, emulators, buildArgs) {
  const build = spawnSync('npm', buildArgs, { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const command = `node ${script} ${INSIDE_FLAG} ${process.argv.slice(2).join(' ')}`.trim();
  const run = spawnSync(
    firebaseBin(),
    ['emulators:exec', '--only', emulators, '--project', PROJECT_ID, ...emulatorConfigArgs(), command],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: emulatorEnv(join(ROOT, '.reports', 'emulator-files')),
    },
  );
  process.exit(run.status ?? 1);
}

/** Returns when the full emulator set (hosting included) is up; otherwise re-runs `script` inside a new one. */
export async function ensureEmulators(script) {
  if (inside() || (await answers(`${HOSTING_URL}/api/health`, true))) return;
  rerunInsideEmulators(script, EMULATORS, ['run', 'build']);
}

/**
 * Returns only inside emulators started for `script` alone (for work that fills them with data): refuses
 * when others are running, such as `npm start`'s.
 */
export async function ensureFreshEmulators(script, emulators) {
  if (inside()) return;
  if (await answers(`http://127.0.0.1:${PORTS.firestore}/`)) {
    console.error(`${script}: emulators are already running (npm start?). Stop them first: this needs empty ones.`);
    process.exit(1);
  }
  rerunInsideEmulators(script, emulators, ['run', 'build', '-w', 'functions']);
}
