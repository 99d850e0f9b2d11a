// Checks that functions/ deploys on its own: copies what `firebase deploy` would upload (firebase.json's
// functions.ignore applied to the built folder) into an empty folder, installs it from the registry the way
// Cloud Build does, then loads the function and runs one PDF inspection in its worker from that copy.
// A workspace-only dependency (such as @hr-portal/contract) fails here instead of at deploy time.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/emulator-env.mjs';

const FUNCTIONS = join(ROOT, 'functions');
const { functions } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
const ignore = functions[0].ignore;
const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces.map(
  (folder) => JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')).name,
);

/** firebase.json's ignore entries are names or simple `*.ext` globs; the CLI never uploads node_modules. */
const ignored = (name) =>
  ignore.some((pattern) => (pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern));

const pkg = JSON.parse(readFileSync(join(FUNCTIONS, 'package.json'), 'utf8'));
const named = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => workspaces.includes(name));
if (named.length) {
  console.error(`functions/package.json names workspace packages a deploy cannot install: ${named.join(', ')}`);
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), 'hr-portal-deploy-'));
try {
  for (const entry of readdirSync(FUNCTIONS)) {
    if (!ignored(entry)) cpSync(join(FUNCTIONS, entry), join(folder, entry), { recursive: true });
  }
  console.log(`deploy package: ${readdirSync(folder).join(', ')}`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline'], {
    cwd: folder,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const probe = `
    const { Worker } = require('node:worker_threads');
    const { api } = require('./lib/index.js');
    if (typeof api !== 'function') throw new Error('lib/index.js does not export the api function');
    const pdf = Buffer.from('%PDF-1.4\\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\\ntrailer<</Root 1 0 R>>\\n%%EOF\\n');
    const worker = new Worker('./lib/pdf-worker.js');
    worker.postMessage({ id: 1, bytes: new Uint8Array(pdf) });
    worker.once('message', ({ verdict }) => { console.log('deploy package: api loads, PDF check says ' + verdict.status); process.exit(verdict.status === 'ok' ? 0 : 1); });
    worker.once('error', (error) => { console.error(error); process.exit(1); });`;
  execFileSync(process.execPath, ['-e', probe], {
    cwd: folder,
    stdio: 'inherit',
    env: { PATH: process.env.PATH, GCLOUD_PROJECT: 'demo-hr-portal' },
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
