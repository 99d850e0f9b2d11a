// `npm start`: build, start the emulators with saved data, load demo data, print the URL and accounts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATORS,
  HOSTING_URL,
  PROJECT_ID,
  ROOT,
  emulatorConfigArgs,
  emulatorEnv,
  firebaseBin,
} from '../lib/emulator-env.mjs';
import { waitForUrl } from '../lib/wait.mjs';
import { startMailCatcherProcess } from '../lib/mail-catcher.mjs';
import { seedDemoData } from './seed-demo.mjs';

const startedAt = Date.now();
const DATA_DIR = join(ROOT, '.emulator-data');

const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const builtAt = Date.now();

// Every e-mail the portal sends locally lands here (the admin's Mailbox screen shows them).
const catcher = await startMailCatcherProcess();
process.on('exit', () => catcher.stop());

// Emulator data survives restarts: import what the last run exported, export again on exit (Ctrl+C).
const args = ['emulators:start', '--only', EMULATORS, '--project', PROJECT_ID, ...emulatorConfigArgs()];
args.push('--export-on-exit', DATA_DIR);
if (existsSync(join(DATA_DIR, 'firebase-export-metadata.json'))) args.push('--import', DATA_DIR);

const emulators = spawn(firebaseBin(), args, { cwd: ROOT, env: emulatorEnv(), stdio: 'inherit' });
emulators.on('exit', (code) => process.exit(code ?? 0)); // also stops the mail catcher
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => emulators.kill(signal));
}

try {
  await waitForUrl(`${HOSTING_URL}/api/health`, { accept: (status) => status === 200, timeoutMs: 180_000 });
  const answeringAt = Date.now();
  const seeded = await seedDemoData();
  const seconds = (from, to = Date.now()) => ((to - from) / 1000).toFixed(1);
  console.log(`
  HR Portal is running at ${HOSTING_URL}   (ready in ${seconds(startedAt)} s: build ${seconds(startedAt, builtAt)} s,
  emulators ${seconds(builtAt, answeringAt)} s, demo data ${seconds(answeringAt)} s; Ctrl+C stops and saves data)

  Demo accounts (password: ${seeded.password})
${seeded.accounts.map((a) => `    ${a.role.padEnd(10)} ${a.email}`).join('\n')}

  E-mail the portal sends is caught locally: sign in as admin and open Mailbox.
  `);
} catch (error) {
  console.error('Could not start the portal:', error.message);
  emulators.kill('SIGINT');
}
