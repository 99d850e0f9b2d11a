// Builds the API's source (harness.ts) into one module and imports it, for the scripts that run the API
// in-process against the emulators (bench, load:apply, probe:pdf). They share one environment: local-disk
// files under .reports/<name>, a fixed file-link key and the PDF worker from the functions build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT, emulatorClientEnv } from '../lib/emulator-env.mjs';

export async function loadHarness(name) {
  Object.assign(process.env, emulatorClientEnv(), {
    FILE_STORE: 'local-disk',
    FILE_STORE_DIR: join(ROOT, '.reports', name, 'files'),
    FILE_LINK_SECRET: `${name}-file-link-secret`,
    PDF_WORKER_FILE: join(ROOT, 'functions', 'lib', 'pdf-worker.js'),
  });
  const harnessFile = join(ROOT, 'functions', '.bench', `${name}-harness.mjs`);
  await build({
    entryPoints: [join(ROOT, 'scripts', 'bench', 'harness.ts')],
    outfile: harnessFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Runtime dependencies stay external (resolved from functions/node_modules); the workspace contract is inlined.
    external: Object.keys(
      JSON.parse(readFileSync(join(ROOT, 'functions', 'package.json'), 'utf8')).dependencies,
    ).flatMap((name) => [name, `${name}/*`]),
    // The source is CommonJS-minded in two places (the offer letter finds its fonts from __filename, the PDF cage
    // its worker from __dirname): give the ESM bundle both.
    banner: {
      js: "import { fileURLToPath as toPath__ } from 'node:url'; const __filename = toPath__(import.meta.url); const __dirname = toPath__(new URL('.', import.meta.url));",
    },
    logLevel: 'warning',
  });
  return import(pathToFileURL(harnessFile).href);
}
