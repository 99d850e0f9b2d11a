// The repository explains itself: no code comment sends a reader to a document outside it or to an issue number.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OUTSIDE = /\bspec §|\bDESIGN §|DESIGN\.md|portal-spec|\bissue \d+/;

describe('a self-contained repository', () => {
  it('when the source is read, then no line cites a document outside the repository or an issue number', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|js|rules|css|html)$/.test(file) && !file.endsWith('self-contained.test.mjs'));
    expect(files.length).toBeGreaterThan(100);
    const cited = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(cited).toEqual([]);
  });
});
