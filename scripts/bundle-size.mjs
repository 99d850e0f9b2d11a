// Prints the gzip size of the JS each screen needs and fails when a budget (DESIGN §8) is broken.
// /login is measured in Chromium: every JS file the page fetches until the network is idle (a signed-out
// visitor), served from web/dist. The role areas are summed from the build manifest: the app's entry, the
// Firebase SDK and everything the area imports.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath, HEADLESS_FLAGS } from './lib/chromium.mjs';
import { ROOT } from './lib/emulator-env.mjs';

const DIST = join(ROOT, 'web', 'dist');
const KiB = 1024;
const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** web/dist over HTTP with the SPA fallback, as Hosting serves it. */
function serveDist() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(DIST, path);
    const found = existsSync(file) && statSync(file).isFile() ? file : join(DIST, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    createReadStream(found).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The JS files a fresh visitor's browser fetches for /login until the network is idle, then after a focus. */
async function measureLogin() {
  const server = await serveDist();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: HEADLESS_FLAGS });
  try {
    const page = await browser.newPage();
    const fetched = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') fetched.push(new URL(response.url()).pathname.slice(1));
    });
    await page.goto(`http://127.0.0.1:${server.address().port}/login`, { waitUntil: 'networkidle' });
    const beforeIdle = [...fetched];
    await page.getByLabel('Email').first().focus();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return { beforeIdle, onFocus: fetched.slice(beforeIdle.length) };
  } finally {
    await browser.close();
    server.close();
  }
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
/** Chunks reachable through static imports from the given manifest keys. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}
const keySize = (keys) => [...keys].reduce((total, key) => total + gzipSize(manifest[key].file), 0);
const fileSize = (files) => files.reduce((total, file) => total + gzipSize(file), 0);

const login = await measureLogin();
const rows = [
  ['/login, until network idle', fileSize(login.beforeIdle), login.beforeIdle.length, 150],
  ['/login, then on first focus', fileSize(login.onFocus), login.onFocus.length, null],
];
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firebaseKey = Object.keys(manifest).find((key) => key.endsWith('src/lib/firebase.ts') || /^_firebase-/.test(key));
const app = staticClosure([entryKey, firebaseKey]);
for (const role of ['admin', 'hr', 'employee', 'candidate']) {
  const areaKey = Object.keys(manifest).find((key) => key.endsWith(`src/app/areas/${role}-area.tsx`));
  const all = staticClosure([areaKey], new Set(app));
  rows.push([`/${role} (entry + Firebase + area)`, keySize(all), all.size, 250]);
}
// The pipeline board is a lazy screen of the staff areas: it adds the Firestore SDK for its live columns.
const boardKey = Object.keys(manifest).find((key) =>
  key.endsWith('src/features/pipeline/components/pipeline-page.tsx'),
);
if (boardKey) {
  const adminArea = staticClosure(
    [Object.keys(manifest).find((key) => key.endsWith('src/app/areas/admin-area.tsx'))],
    new Set(app),
  );
  const board = staticClosure([boardKey], new Set(adminArea));
  for (const key of adminArea) board.delete(key);
  rows.push(['/admin/pipeline (adds, lazily)', keySize(board), board.size, null]);
}

let broken = 0;
console.log(`${'screen'.padEnd(38)} ${'JS (gzip)'.padStart(11)} ${'files'.padStart(6)} ${'budget'.padStart(9)}`);
for (const [screen, size, files, budget] of rows) {
  const ok = budget === null || size <= budget * KiB;
  if (!ok) broken++;
  const verdict = budget === null ? '' : ok ? 'ok' : 'OVER BUDGET';
  const budgetText = budget === null ? '-' : `${budget} KiB`;
  console.log(
    `${screen.padEnd(38)} ${`${(size / KiB).toFixed(1)} KiB`.padStart(11)} ${String(files).padStart(6)} ${budgetText.padStart(9)} ${verdict}`,
  );
}
console.log(`/login fetched: ${login.beforeIdle.join(', ')}; on focus: ${login.onFocus.join(', ') || 'nothing'}`);
process.exit(broken ? 1 : 0);
