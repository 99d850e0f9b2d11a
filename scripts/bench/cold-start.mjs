// Cold start: how long a fresh Node process takes to import the function module, and the modules it loads
// only when first needed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ID, ROOT } from '../lib/emulator-env.mjs';

function importTime(expression) {
  const script = `const t=performance.now();${expression};console.log((performance.now()-t).toFixed(1))`;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: join(ROOT, 'functions'),
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID, FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID }) },
    encoding: 'utf8',
  });
  if (result.status !== 0) return `failed: ${result.stderr.split('\n')[0]}`;
  return `${result.stdout.trim()} ms`;
}
export const coldStartTable = () => [
  { module: 'lib/index.js (the deployed function)', 'import time': importTime("require('./lib/index.js')") },
  {
    module: 'pdfjs-dist (lazy: first upload)',
    'import time': importTime("await import('pdfjs-dist/legacy/build/pdf.mjs')"),
  },
  { module: 'busboy (lazy: first upload)', 'import time': importTime("require('busboy')") },
];
