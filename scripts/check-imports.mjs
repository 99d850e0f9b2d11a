// Enforces DESIGN §2's one-way imports in web/src: shared code (lib, stores, components) -> features -> app.
// A feature never imports another feature or the app; shared code never imports features or the app.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ROOT } from './lib/emulator-env.mjs';

const SRC = join(ROOT, 'web', 'src');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/** 'app' | 'feature:<name>' | 'shared' for a path inside web/src. */
function layerOf(path) {
  const [top, second] = relative(SRC, path).split(sep);
  if (top === 'app' || top === 'main.tsx') return 'app'; // main.tsx is the entry point
  if (top === 'features') return `feature:${second}`;
  return 'shared';
}

const problems = [];
for (const file of sourceFiles(SRC)) {
  const from = layerOf(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    const to = layerOf(resolve(dirname(file), specifier));
    const allowed = to === 'shared' || to === from || (from === 'app' && to.startsWith('feature:'));
    if (!allowed) problems.push(`${relative(ROOT, file)}: imports ${specifier} (${from} -> ${to})`);
  }
}

if (problems.length) {
  console.error(`Import direction violations (shared -> features -> app):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('imports: one-way layering holds');
