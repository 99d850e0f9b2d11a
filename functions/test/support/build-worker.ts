import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Global setup: the PDF worker runs from its bundle (a worker thread cannot load TypeScript), so build it. */
export default function setup(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: resolve(import.meta.dirname, '../..'), stdio: 'inherit' });
}
