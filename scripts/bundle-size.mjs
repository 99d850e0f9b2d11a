// Prints the gzip size of the JS each screen needs and fails when a budget (DESIGN §8) is broken.
// "Initial" = the entry chunk and everything it imports statically (what blocks the first paint);
// "deferred" = chunks the first screen loads right after painting (the Firebase SDK).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/emulator-env.mjs';

const DIST = join(ROOT, 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const KiB = 1024;
const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** Chunks reachable through static imports from the given manifest keys. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}
const sizeOf = (keys) => [...keys].reduce((total, key) => total + gzipSize(manifest[key].file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = staticClosure([entryKey]);
const firebaseKey = Object.keys(manifest).find((key) => key.endsWith('src/lib/firebase.ts'));
const deferred = firebaseKey ? staticClosure([firebaseKey], new Set(initial)) : new Set();
for (const key of initial) deferred.delete(key);

const rows = [['/login', sizeOf(initial), sizeOf(deferred), 150]];
for (const role of ['admin', 'hr', 'employee', 'candidate']) {
  const areaKey = Object.keys(manifest).find((key) => key.endsWith(`src/app/areas/${role}-area.tsx`));
  const area = staticClosure([areaKey], new Set(initial));
  for (const key of initial) area.delete(key);
  // A role area's first screen = the app's initial JS + Firebase + the area's own chunks.
  rows.push([`/${role}`, sizeOf(initial) + sizeOf(deferred) + sizeOf(area), 0, 250]);
}

let broken = 0;
console.log('route        initial JS (gzip)    deferred (gzip)    budget');
for (const [route, size, later, budget] of rows) {
  const ok = size <= budget * KiB;
  if (!ok) broken++;
  console.log(
    `${route.padEnd(12)} ${(size / KiB).toFixed(1).padStart(8)} KiB ${(later / KiB).toFixed(1).padStart(14)} KiB ${String(budget).padStart(9)} KiB ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
process.exit(broken ? 1 : 0);
