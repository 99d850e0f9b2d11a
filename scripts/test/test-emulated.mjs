// Runs inside `firebase emulators:exec`: the layers that need the emulators, each writing a JSON report.
// Every layer runs even if an earlier one failed, so one run shows everything that is broken.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/emulator-env.mjs';
import { startMailCatcherProcess } from '../lib/mail-catcher.mjs';
import { seedDemoData } from '../dev/seed-demo.mjs';
import { resetEmulators } from '../lib/emulator-reset.mjs';

const REPORTS = join(ROOT, '.reports');

function vitest(workspace, report) {
  return spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(REPORTS, report)}`],
    { cwd: join(ROOT, workspace), stdio: 'inherit' },
  ).status;
}

// The development delivery step sends the outbox here; the e2e Mailbox test reads it back.
const catcher = await startMailCatcherProcess();
const results = [];
results.push(vitest('rules-tests', 'rules.json'));
results.push(vitest('functions', 'api.json'));
// e2e starts from the demo data alone (what the API layer left is gone) and signs in with the demo accounts,
// loaded here as `npm start` does.
await resetEmulators();
await seedDemoData();
results.push(spawnSync('npx', ['playwright', 'test'], { cwd: join(ROOT, 'e2e'), stdio: 'inherit' }).status);

catcher.stop();
process.exit(results.every((status) => status === 0) ? 0 : 1);
