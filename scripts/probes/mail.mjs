// `npm run probe:mail`: how long an event's e-mail takes to reach delivery.state = SUCCESS locally. Applies
// through Hosting (browser path) as new candidates, then polls each confirmation's outbox document. Needs
// `npm start` running (its mail catcher and development delivery step).
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorClientEnv, HOSTING_URL, PROJECT_ID } from '../lib/emulator-env.mjs';
import { DEMO_PASSWORD } from '../lib/demo-data.mjs';
import { resumePdf } from '../lib/demo-resume.mjs';

Object.assign(process.env, emulatorClientEnv());
initializeApp({ projectId: PROJECT_ID });
const db = getFirestore();
const SAMPLES = Number(process.env.SAMPLES ?? 8);

async function call(path, { token, method = 'GET', body, form } = {}) {
  const headers = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  const response = await fetch(`${HOSTING_URL}${path}`, {
    method,
    headers,
    body: form ?? (body && JSON.stringify(body)),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const jobs = await call('/api/job?limit=1', {
  token: (
    await call('/api/auth/login', { method: 'POST', body: { email: 'candidate@demo.test', password: DEMO_PASSWORD } })
  ).token,
});
const times = [];
for (let i = 0; i < SAMPLES; i += 1) {
  const email = `mail-probe-${Date.now()}-${i}@probe.test`;
  const { token } = await call('/api/auth/register', {
    method: 'POST',
    body: { name: `Probe ${String.fromCharCode(65 + (i % 26))}`, email, password: DEMO_PASSWORD, role: 'candidate' },
  });
  const form = new FormData();
  form.append('file', new Blob([resumePdf(`Probe ${i}`, 'Probe')], { type: 'application/pdf' }), 'probe.pdf');
  const resume = await call('/api/document/upload', { token, method: 'POST', form });
  const started = Date.now();
  const applied = await call(`/api/application/${jobs[0]._id}`, {
    token,
    method: 'POST',
    body: { resumeUrl: resume.filePath },
  });
  for (;;) {
    const [mail] = (await db.collection('mail').where('applicationId', '==', applied._id).get()).docs;
    const state = mail?.get('delivery.state');
    if (state === 'SUCCESS' || state === 'ERROR') {
      times.push(Date.now() - started);
      console.log(`sample ${i + 1}: ${state} after ${Date.now() - started} ms, counted from sending the apply request`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
times.sort((a, b) => a - b);
console.log(
  `apply -> delivery.state SUCCESS: median ${times[Math.floor(times.length / 2)]} ms, min ${times[0]} ms, max ${times.at(-1)} ms over ${times.length}`,
);
process.exit(0);
