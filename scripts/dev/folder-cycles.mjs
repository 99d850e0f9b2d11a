// Fails when the server's folders import each other in a circle (e.g. applications -> users -> applications).
// ESLint's import-x/no-cycle catches cycles between files; this catches them between modules, which file-level
// tools do not see. The imports are read by TypeScript's own pre-processor. Usage: node scripts/dev/folder-cycles.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SOURCE = join(ROOT, 'functions', 'src');

export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The folder a file belongs to for this check: a tier's folder (flows/<use case>, data/<owner>; api/<module>
 * in the older layout), or the first folder under src (http, lib, migrations).
 */
export function folderOf(file, source = SOURCE) {
  const parts = relative(source, file).split(/[\\/]/);
  if (parts.length === 1) return '(entry points)';
  return ['api', 'flows', 'data'].includes(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Folder -> the folders its files import (relative imports only; packages are outside the walls). */
export function folderGraph(source = SOURCE) {
  const graph = new Map();
  for (const file of sourceFiles(source)) {
    const from = folderOf(file, source);
    if (!graph.has(from)) graph.set(from, new Set());
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = folderOf(resolve(dirname(file), fileName.replace(/\.js$/, '.ts')), source);
      if (to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** Every elementary circle found by a depth-first walk, each as the list of folders along it. */
export function cyclesOf(graph) {
  const cycles = [];
  const seen = new Set();
  const walk = (node, path) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = [...path.slice(at), next];
        const key = [...cycle.slice(0, -1)].sort().join(' ');
        if (!seen.has(key)) cycles.push(cycle);
        seen.add(key);
      } else walk(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) walk(node, [node]);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = folderGraph();
  const cycles = cyclesOf(graph);
  if (cycles.length === 0) {
    console.log(`folder cycles: none among ${graph.size} folders of functions/src`);
  } else {
    for (const cycle of cycles) console.error(`folder cycle: ${cycle.join(' -> ')}`);
    process.exitCode = 1;
  }
}
