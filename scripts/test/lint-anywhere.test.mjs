// The import walls (eslint.config.js) hold wherever the repository is cloned: a clone under a folder whose name
// starts with a dot (as CI's .../.work/<sha>/) lints as cleanly as any other, and still reports a real breach.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const home = mkdtempSync(join(tmpdir(), 'lint-anywhere-'));
const checkout = join(home, '.work', 'abc123');

/** ESLint run from the copy, as `npm run lint` runs it: "file:line rule: message" for each problem. */
function lint(...paths) {
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/eslint/bin/eslint.js'), '-f', 'json', ...paths], {
    cwd: checkout,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (!run.stdout) throw new Error(run.stderr);
  return JSON.parse(run.stdout).flatMap((file) =>
    file.messages.map((m) => `${file.filePath.slice(checkout.length)}:${m.line} ${m.ruleId}: ${m.message}`),
  );
}

beforeAll(() => {
  mkdirSync(checkout, { recursive: true });
  // What the config reads (the module and feature folders) and the code it lints; the packages by link.
  for (const path of ['eslint.config.js', 'package.json', 'functions/src', 'web/src']) {
    cpSync(join(ROOT, path), join(checkout, path), { recursive: true });
  }
  for (const modules of ['node_modules', 'web/node_modules', 'functions/node_modules']) {
    symlinkSync(join(ROOT, modules), join(checkout, modules), 'dir');
  }
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('lint wherever the repository is cloned', () => {
  it('when the clone sits under a dot-folder, then the server and the web app lint clean', () => {
    expect(lint('functions/src', 'web/src/features', 'web/src/app')).toEqual([]);
  }, 180_000);

  // The walls of the server's tiers, each tried with a deliberate breach.
  const breaches = [
    {
      name: 'a data folder imports another',
      file: 'functions/src/data/jobs/probe-import.ts',
      code: "export { toRecord } from '../applications/record.js';\n",
      report: /import-x\/no-restricted-paths: .*A data folder never imports another/,
    },
    {
      name: 'a data folder writes a collection it does not own',
      file: 'functions/src/data/jobs/probe-write.ts',
      code:
        "import { collections } from '../../lib/collections.js';\n" +
        "export const probe = () => collections.applications().doc('x').set({ stage: 'hired' });\n",
      report: /no-restricted-syntax: Not this folder's collection/,
    },
    {
      name: 'a data folder throws an HTTP error',
      file: 'functions/src/data/jobs/probe-error.ts',
      code: "import { conflict } from '../../lib/errors.js';\nexport const probe = () => conflict('taken');\n",
      report: /no-restricted-imports: .*The data tier reports what it found/,
    },
    {
      name: 'the http tier reaches the data tier',
      file: 'functions/src/http/probe.ts',
      code: "export { listJobs } from '../data/jobs/jobs.js';\n",
      report: /import-x\/no-restricted-paths: .*The http tier calls flows, never the data tier/,
    },
    {
      name: 'a flow calls another it does not continue',
      file: 'functions/src/flows/jobs/probe-flow.ts',
      code: "export { staffView } from '../offers/offers.js';\n",
      report: /import-x\/no-restricted-paths: .*A flow calls another only where its use case continues/,
    },
    {
      name: 'a flow reaches Firestore itself',
      file: 'functions/src/flows/jobs/probe.ts',
      code: "import { collections } from '../../lib/collections.js';\nexport const probe = () => collections.jobs();\n",
      report: /no-restricted-imports: .*Collections are named in their owner's data folder only/,
    },
  ];
  it.each(breaches)(
    'when $name, then the wall reports it',
    ({ file, code, report }) => {
      writeFileSync(join(checkout, file), code);
      try {
        expect(lint(file).join('\n')).toMatch(report);
      } finally {
        rmSync(join(checkout, file));
      }
    },
    180_000,
  );
});
