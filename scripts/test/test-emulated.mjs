// Runs inside `firebase emulators:exec`: the layers that need the emulators, each writing a JSON report.
// Every layer runs even if an earlier one failed, so one run shows everything that is broken.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
const e2eStatus = spawnSync('npx', ['playwright', 'test'], { cwd: join(ROOT, 'e2e'), stdio: 'inherit' }).status;
results.push(e2eStatus);
if (e2eStatus !== 0) printFailurePages(join(ROOT, 'e2e', 'test-results'));

catcher.stop();
process.exit(results.every((status) => status === 0) ? 0 : 1);

/**
 * What the page showed when each e2e test failed (Playwright's error-context.md: the accessibility tree), printed so
 * a failure on the CI machine, whose files are gone afterwards, can be told apart from a slow one.
 */
function printFailurePages(resultsDir) {
  if (!existsSync(resultsDir)) return;
  // Short, and only the first few: CI shows the end of the output, which should still hold the failures' list.
  const files = readdirSync(resultsDir)
    .map((entry) => join(resultsDir, entry, 'error-context.md'))
    .filter((file) => existsSync(file));
  for (const file of files.slice(0, 3)) {
    const text = readFileSync(file, 'utf8');
    console.log(`\n=== page at failure: ${file} ===\n${text.slice(0, 2500)}${text.length > 2500 ? '\n[...]' : ''}`);
  }
}
