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

  it('when a repository there imports another module, then the wall still reports it', () => {
    writeFileSync(
      join(checkout, 'functions/src/api/notes/probe-repository.ts'),
      "export { toRecord } from '../applications/record.js';\n",
    );
    expect(lint('functions/src/api/notes/probe-repository.ts').join('\n')).toMatch(
      /import-x\/no-restricted-paths: .*A repository imports lib\/ \(and its own record mappers\) only/,
    );
  }, 180_000);
});
