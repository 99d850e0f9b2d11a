// `npm run probe:pdf`: uploads the 512 MB object-stream bomb (a 0.5 MB PDF) to the API running in-process and
// prints how long the refusal took, the process's peak memory meanwhile (worker threads included), and how
// fast GET /api/health answered during it. Loopback only, one upload, stops by itself. Figures only.
import { ensureEmulators } from '../lib/with-emulators.mjs';
import { loadHarness } from '../bench/load-harness.mjs';

await ensureEmulators('scripts/probes/pdf-bomb.mjs');
process.env.RATE_LIMITS = 'off';
const { auth, createApp, db, multipart, objectStreamBomb } = await loadHarness('probe');

const email = `probe-${Date.now()}@probe.test`;
const { uid } = await auth().createUser({ email, password: 'probe-password' });
await auth().setCustomUserClaims(uid, { role: 'candidate' });
await db().collection('users').doc(uid).set({ name: 'Probe', email, role: 'candidate', emailVerified: false });
const server = await new Promise((resolve) => {
  const listening = createApp().listen(0, '127.0.0.1', () => resolve(listening));
});
const base = `http://127.0.0.1:${server.address().port}`;
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'probe-password' }),
}).then((response) => response.json());

const bomb = multipart('bomb.pdf', await objectStreamBomb(512));
const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const started = performance.now();
let uploadStatus = 0;
const upload = fetch(`${base}/api/document/upload`, {
  method: 'POST',
  headers: { authorization: `Bearer ${login.token}`, 'content-type': bomb.contentType },
  body: bomb.body,
}).then(async (response) => {
  uploadStatus = response.status;
  return response.json();
});
const health = [];
while (uploadStatus === 0) {
  const asked = performance.now();
  await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
  health.push(performance.now() - asked);
}
const body = await upload;
const took = performance.now() - started;
clearInterval(sampler);
server.close();
health.sort((a, b) => a - b);
console.table([
  {
    'upload size': `${(bomb.body.length / 1024 / 1024).toFixed(2)} MB`,
    status: uploadStatus,
    'refused in': `${Math.round(took)} ms`,
    'RSS before': `${mb(rssBefore)} MB`,
    'peak RSS': `${mb(peak)} MB`,
    'health calls meanwhile': health.length,
    'health p50': `${health[Math.floor(health.length / 2)]?.toFixed(1)} ms`,
    'health max': `${health.at(-1)?.toFixed(1)} ms`,
  },
]);
console.log(body.message);
process.exit(0);
