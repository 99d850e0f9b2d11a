// Prints the server's map from its code: the tiers and how deep its folders import, the imports between
// folders, and for each collection the one folder that writes it. Fails (exit 1) on a folder cycle, or when a
// collection is named outside its owner (functions/src/data/owners.json) beyond the listed exceptions.
// Usage: node scripts/dev/server-map.mjs [path/to/functions/src]   (npm run lint runs it)
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { cyclesOf, folderGraph, folderOf, sourceFiles } from './folder-cycles.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const source = resolve(process.argv[2] ?? join(ROOT, 'functions', 'src'));
const ACCESS = /\b(collections|applicationSubcollections|collectionGroups|settingsDocs)\s*\.\s*(\w+)/g;

/** The longest chain of folder imports below each folder (a folder importing nothing is level 1). */
function levelsOf(graph) {
  const memo = new Map();
  const level = (node) => {
    if (!memo.has(node)) memo.set(node, 1 + Math.max(0, ...[...(graph.get(node) ?? [])].map(level)));
    return memo.get(node);
  };
  for (const node of graph.keys()) level(node);
  return memo;
}

/** "collections.users" -> the files (relative to src) that name it, outside collections.ts. */
function collectionUse() {
  const use = new Map();
  for (const file of sourceFiles(source)) {
    const path = relative(source, file);
    if (path === 'lib/collections.ts') continue;
    for (const [, accessor, name] of readFileSync(file, 'utf8').matchAll(ACCESS)) {
      if (name === 'js') continue;
      const key = `${accessor}.${name}`;
      if (!use.has(key)) use.set(key, new Set());
      use.get(key).add(path);
    }
  }
  return use;
}

const graph = folderGraph(source);
const levels = levelsOf(graph);
const tiers = [...new Set([...graph.keys()].map((folder) => folder.split('/')[0]))].sort();
const edges = [...graph.values()].reduce((sum, to) => sum + to.size, 0);
const byLevel = [...levels].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
console.log(`${relative(ROOT, source)}: ${graph.size} folders in ${tiers.length} top folders (${tiers.join(', ')})`);
console.log(`levels: ${byLevel[0][1]} deep; ${byLevel.map(([folder, n]) => `${folder} ${n}`).join(', ')}`);
console.log(`imports between folders: ${edges}`);
// Use-case modules calling each other (api/* -> api/* before the tiers, flows/* -> flows/* now; flows/shared, the
// rules several flows apply, is counted apart).
const sideways = [...graph].flatMap(([from, to]) =>
  [...to]
    .filter((other) => /^(api|flows)\//.test(from) && other.split('/')[0] === from.split('/')[0])
    .filter((other) => other !== 'flows/shared')
    .map((other) => `${from} -> ${other}`),
);
console.log(
  `imports between use-case modules: ${sideways.length}${sideways.length ? ` (${sideways.join(', ')})` : ''}`,
);
const sharing = [...graph].filter(([from, to]) => from !== 'flows/shared' && to.has('flows/shared')).length;
if (sharing) console.log(`flows using flows/shared: ${sharing}`);

// A module that only passes another's functions on is one more hop for a reader: import from where it is declared.
const reExports = sourceFiles(source).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^export (?:type )?(?:\*|\{[^}]*\}) from '[^']+'/gm)].map(() =>
    relative(source, file),
  ),
);
console.log(`re-exports: ${reExports.length}`);

const ownersFile = join(source, 'data', 'owners.json');
const owners = existsSync(ownersFile) ? JSON.parse(readFileSync(ownersFile, 'utf8')) : null;
const problems = cyclesOf(graph).map((cycle) => `folder cycle: ${cycle.join(' -> ')}`);
if (owners) problems.push(...reExports.map((file) => `${file} re-exports another module's names`));
console.log('collections, by the folders that name them:');
for (const [key, files] of [...collectionUse()].sort()) {
  const folders = [...new Set([...files].map((file) => folderOf(join(source, file), source)))].sort();
  const owner = owners && Object.entries(owners.data).find(([, names]) => names.includes(key))?.[0];
  const line = owner ? `data/${owner}` : folders.join(', ');
  const journals = [...files].filter((file) => file.startsWith('lib/') && owners?.lib[file.slice(4)]?.includes(key));
  const strays = owners
    ? [...files].filter((file) => !file.startsWith(`data/${owner}/`) && !journals.includes(file))
    : [];
  if (owners && !owner && !journals.length) strays.push(...files);
  for (const file of strays) problems.push(`${key} is named in ${file}, outside its owner ${line}`);
  const appended = journals.length ? ` (appended by ${journals.join(', ')})` : '';
  console.log(`  ${key.padEnd(40)} ${line}${appended}`);
}
for (const problem of problems) console.error(problem);
if (problems.length) process.exitCode = 1;
