// `npm run trace -- [path] [role]`: where a screen's main-thread time goes. Builds the web app with source maps
// into .reports/trace/dist, serves it (with /api passed on to the Hosting emulator), signs in as the demo
// account of `role` (default candidate; `signed-out` stays signed out), then loads `path` (default /candidate/jobs) under a Chromium
// performance trace with the CPU slowed 4x (a mid-range phone). Prints the main thread's time by kind of work
// (script, style, layout, paint, parsing, garbage collection) and the CPU profile's self time by package and
// source file, mapped back through the source maps. The raw trace is kept for Chromium's Performance panel.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumPath, HEADLESS_FLAGS } from '../lib/chromium.mjs';
import { DEMO_PASSWORD } from '../lib/demo-data.mjs';
import { HOSTING_URL, ROOT } from '../lib/emulator-env.mjs';
import { serveDist } from '../lib/serve-dist.mjs';
import { ensureEmulators } from '../lib/with-emulators.mjs';
import { seedDemoData } from '../dev/seed-demo.mjs';

const [path = '/candidate/jobs', role = path.split('/')[1] || 'candidate'] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'));
const OUT = join(ROOT, '.reports', 'trace');
const DIST = join(OUT, 'dist');
const CPU_SLOWDOWN = 4;

await ensureEmulators('scripts/bench/trace-profile.mjs');
await seedDemoData();
const build = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', DIST, '--emptyOutDir'], {
  cwd: join(ROOT, 'web'),
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

/** The source-mapped build; /api goes to the Hosting emulator as on the real site. */
const server = await serveDist(DIST, { apiTo: HOSTING_URL });
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: HEADLESS_FLAGS });
let trace;
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto(`${origin}/login`);
  if (role !== 'signed-out') {
    await page.getByLabel('Email').first().fill(`${role}@demo.test`);
    await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
    await page.locator('form button[type=submit]').first().click();
    await page.waitForURL(`${origin}/${role}`);
  }
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  // A screen with a live Firestore listener (the board) keeps a request open and never goes network-idle.
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => {});
  await page.waitForTimeout(1000);
  trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
} finally {
  await browser.close();
  server.close();
}
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'trace.json'), JSON.stringify(trace));

const events = trace.traceEvents;
const mainThread = events.find(
  (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && hasTasks(event),
);
function hasTasks({ pid, tid }) {
  return events.some((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask');
}
const onMain = (event) => event.pid === mainThread.pid && event.tid === mainThread.tid;

/** Main-thread time by kind of work: the duration of each event minus its children's (self time). */
const KIND = {
  EvaluateScript: 'script: evaluate',
  v8_compile: 'script: compile',
  'v8.compile': 'script: compile',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.callFunction': 'script',
  'V8.GCScavenger': 'garbage collection',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'parse HTML',
};
const complete = events
  .filter((event) => onMain(event) && event.ph === 'X' && typeof event.dur === 'number')
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const byKind = new Map();
const stack = [];
for (const event of complete) {
  while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
  const parent = stack.at(-1);
  if (parent) parent.childTime = (parent.childTime ?? 0) + event.dur;
  stack.push(event);
}
let busy = 0;
for (const event of complete) {
  if (event.name === 'RunTask') busy += event.dur;
  const kind = KIND[event.name] ?? (event.name === 'RunTask' ? 'other' : null);
  if (!kind) continue;
  byKind.set(kind, (byKind.get(kind) ?? 0) + event.dur - (event.childTime ?? 0));
}

/** The CPU profile: samples' self time by source (package, or file of the app), through the source maps. */
const nodes = new Map();
const samples = [];
for (const event of events.filter((event) => event.name === 'ProfileChunk' && event.pid === mainThread.pid)) {
  const data = event.args?.data?.cpuProfile;
  for (const node of data?.nodes ?? []) nodes.set(node.id, node);
  const deltas = event.args.data.timeDeltas ?? [];
  (data?.samples ?? []).forEach((id, i) => samples.push([id, deltas[i] ?? 0]));
}
const maps = new Map();
function sourceOf(frame) {
  const file = frame.url && new URL(frame.url, origin).pathname;
  if (!file?.startsWith('/assets/')) return { source: frame.url || `(${frame.functionName || 'native'})`, name: '' };
  if (!maps.has(file)) {
    const mapFile = join(DIST, `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  const original = maps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = original?.source ?? file;
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const name = original?.name ?? frame.functionName ?? '';
  return { source: pkg ? pkg[1] : source.replace(/^.*?\/(web|contract)\/src\//, '$1/src/'), name };
}
const bySource = new Map();
const byFunction = new Map();
let sampled = 0;
for (const [id, delta] of samples) {
  const frame = nodes.get(id)?.callFrame;
  if (!frame || ['(idle)', '(program)'].includes(frame.functionName)) continue;
  const { source, name } =
    frame.functionName === '(garbage collector)' ? { source: '(garbage collector)', name: '' } : sourceOf(frame);
  bySource.set(source, (bySource.get(source) ?? 0) + delta);
  const where = `${source} ${name || frame.functionName || '(anonymous)'}`;
  byFunction.set(where, (byFunction.get(where) ?? 0) + delta);
  sampled += delta;
}

const ms = (micros) => (micros / 1000).toFixed(0).padStart(6);
console.log(`\n${path} as ${role}, CPU ${CPU_SLOWDOWN}x slower; main thread busy ${ms(busy)} ms in tasks`);
console.log('\nMain thread by kind of work (self time, ms):');
for (const [kind, time] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`${ms(time)}  ${kind}`);
console.log(`\nJavaScript by source (CPU profile self time, ms; ${ms(sampled).trim()} ms sampled):`);
for (const [source, time] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`${ms(time)}  ${source}`);
}
console.log('\nFunctions by self time (ms):');
for (const [where, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`${ms(time)}  ${where}`);
}
console.log(`\nTrace for Chromium's Performance panel: ${join(OUT, 'trace.json')}`);
process.exit(0);
