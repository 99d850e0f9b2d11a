// The benchmark writes 10,000 jobs: it always runs in emulators of its own, never in the ones `npm start` keeps.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PORTS, PROJECT_ID, ROOT, emulatorEnv, firebaseBin } from '../lib/emulator-env.mjs';
import { INSIDE_FLAG } from '../lib/with-emulators.mjs';

async function portInUse(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return true;
  } catch {
    return false;
  }
}

export async function runInFreshEmulators(script) {
  if (await portInUse(PORTS.firestore)) {
    console.error('bench: emulators are already running (npm start?). Stop them first: the bench needs empty ones.');
    process.exit(1);
  }
  const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const run = spawnSync(
    firebaseBin(),
    ['emulators:exec', '--only', 'auth,firestore', '--project', PROJECT_ID, `node ${script} ${INSIDE_FLAG}`],
    { cwd: ROOT, stdio: 'inherit', env: emulatorEnv(join(ROOT, '.reports', 'bench', 'files')) },
  );
  process.exit(run.status ?? 1);
}
