// `npm run bench:search`: people search at 20,000 people with generated two-page resumes, in emulators of its own.
// Prints, for five kinds of query (one word, two words, a word start, a filter only, a word and a filter):
// p50/p95 through the API in-process next to the bare Firestore query the search port runs for the same page,
// reads per query (as Firestore bills them), and for indexing: document writes per resume, fields per index
// document, and the time to upload and index one resume through the API. Figures only: nothing passes or fails.
import { FieldPath } from 'firebase-admin/firestore';
import { PORTS } from '../lib/emulator-env.mjs';
import { seededRandom } from '../lib/seeded-random.mjs';
import { ensureFreshEmulators } from '../lib/with-emulators.mjs';
import { loadHarness } from './load-harness.mjs';
import { signedIn } from './seed.mjs';
import { ms, timed } from './timing.mjs';

// 20,000 index documents of ~2,000 fields each outgrow the emulator's usual 1 GB heap.
process.env.JAVA_TOOL_OPTIONS ??= '-Xmx12g';
await ensureFreshEmulators('scripts/bench/search.mjs', 'auth,firestore');

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PAGE = 20;
process.env.RATE_LIMITS = 'off';

const harness = await loadHarness('bench-search');
const db = harness.db();
const random = seededRandom(39);
const pick = (list) => list[Math.floor(random() * list.length)];

// ---- a vocabulary: real skills, places and titles, and 4,000 made-up words for the prose around them ----------
const SKILLS = (
  'Kubernetes Terraform Docker Helm Ansible Jenkins Prometheus Grafana Linux Bash Python Java Kotlin Scala Go Rust ' +
  'TypeScript JavaScript React Angular Vue Svelte Node.js Express Django Flask Spring PostgreSQL MySQL MongoDB Redis ' +
  'Kafka Spark Airflow dbt Snowflake BigQuery AWS Azure GCP Lambda GraphQL gRPC REST Swift Flutter Dart C# .NET ' +
  'C++ Unity Figma Scrum Kanban Jira Tableau Excel SQL Pandas PyTorch TensorFlow OpenCV Selenium Cypress Playwright ' +
  'Recruiting Sourcing Payroll Negotiation Leadership Mentoring Budgeting Accounting SAP Salesforce HubSpot'
).split(' ');
const CITIES = (
  'Berlin Hamburg Munich Cologne Frankfurt Stuttgart Leipzig Dresden Vienna Zurich Paris Lyon London Manchester ' +
  'Dublin Amsterdam Rotterdam Brussels Madrid Barcelona Lisbon Porto Milan Rome Warsaw Kraków Prague Budapest ' +
  'Stockholm Oslo Helsinki Copenhagen Athens Istanbul Bucharest Zagreb Tallinn Riga Vilnius Luxembourg'
).split(' ');
const TITLES = [
  'Platform Engineer',
  'Backend Developer',
  'Frontend Developer',
  'Data Engineer',
  'Data Scientist',
  'DevOps Engineer',
  'Product Designer',
  'QA Engineer',
  'Engineering Manager',
  'Recruiter',
  'Accountant',
  'Sales Manager',
];
const FIRST =
  'Anna Ben Clara David Elif Felix Greta Hugo Ines Jonas Kai Lena Mia Noah Omar Paula Rosa Sven Tara Umut'.split(' ');
const LAST = 'Schmidt Müller Rossi García Nowak Dubois Jansen Silva Kowalski Horvat Virtanen Yılmaz Brown Becker'.split(
  ' ',
);
const SYLLABLES = 'ka lo mi ne ra tu ve so pa di ge ba fo ri zu me na ta le co'.split(' ');
const PROSE = Array.from({ length: 4000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''),
);
/** Prose words, the common ones far more often (Zipf-like), as in real text. */
const proseWord = () => PROSE[Math.floor(PROSE.length * random() ** 3)];
const sentence = (words) => Array.from({ length: words }, proseWord).join(' ');

function resumeOf(n) {
  const name = `${pick(FIRST)} ${pick(LAST)}`;
  const skills = Array.from({ length: 6 + Math.floor(random() * 6) }, () => pick(SKILLS));
  const city = pick(CITIES);
  const title = pick(TITLES);
  const page1 = [name, `${title}, ${city}`, 'Summary', sentence(60), `Skilled in ${skills.slice(0, 3).join(', ')}`];
  const page2 = ['Skills', skills.join(', '), 'Experience', ...Array.from({ length: 3 }, () => sentence(90))];
  return { n, name, email: `person-${n}@bench.test`, city, skills, pages: [page1, page2] };
}

// ---- seed 20,000 index documents as the indexing flow builds them --------------------------------------------
const JOBS = Array.from({ length: 50 }, (_, i) => `bench-job-${i}`);
const seedStart = performance.now();
let fields = 0;
let scoring = 0;
const writer = db.bulkWriter();
for (let n = 0; n < PEOPLE; n += 1) {
  const person = resumeOf(n);
  const text = person.pages.map((page) => page.join('\n')).join('\n');
  // Staff search a candidate's resume once they applied (flows/shared/person-index.ts): each has, somewhere.
  const applied = true;
  const sources = {
    name: person.name,
    email: person.email,
    location: '',
    tags: random() < 0.1 ? [pick(SKILLS)] : [],
    resumes: { [`r${n}`]: { fileName: 'cv.pdf', text, at: Date.now() - n * 1000 } },
    notes: {},
    applications: applied
      ? {
          [`a${n}`]: {
            jobId: pick(JOBS),
            jobTitle: 'Bench',
            stage: pick(['applied', 'screening', 'interview']),
            status: 'applied',
            source: pick(['linkedin', 'referral', null]),
            at: Date.now(),
          },
        }
      : {},
    pools: [],
    talentPoolUntil: random() < 0.2 ? Date.now() + 180 * 86_400_000 : null,
    joinedAt: Date.now() - n * 1000,
  };
  const scoreStart = performance.now();
  const scores = harness.scoreTerms({
    name: sources.name,
    email: sources.email,
    location: sources.location,
    tags: sources.tags,
    resumes: [text],
    notes: [],
  });
  scoring += performance.now() - scoreStart;
  const keys = harness.filterKeysOf(
    { ...sources, applications: Object.values(sources.applications), role: 'candidate' },
    Date.now(),
  );
  const suggestable =
    sources.talentPoolUntil === null ? new Map() : harness.suggestionWords({ tags: sources.tags, resumes: [text] });
  fields += scores.size * 2 + keys.length + suggestable.size;
  void writer.set(
    db.collection('searchIndex').doc(`bench-person-${String(n).padStart(5, '0')}`),
    harness.personIndexDocument(sources, { scores, filterKeys: keys, suggestable, poolsAllowedUntil: null }),
  );
  if (n % 2000 === 1999) {
    await writer.flush();
    process.stdout.write(`\rbench:search: seeded ${n + 1} people`);
  }
}
await writer.close();
console.log(
  `\rbench:search: seeded ${PEOPLE} people in ${((performance.now() - seedStart) / 1000).toFixed(0)} s; ${Math.round(fields / PEOPLE)} indexed fields per person on average, ${(scoring / PEOPLE).toFixed(2)} ms to score one resume's terms`,
);

// ---- the API in-process --------------------------------------------------------------------------------------
const server = await new Promise((resolve) => {
  const listening = harness.createApp().listen(0, '127.0.0.1', () => resolve(listening));
});
const base = `http://127.0.0.1:${server.address().port}`;
const hrToken = await signedIn(harness.auth(), db, PORTS.auth, 'bench-hr', 'hr');
const candidateToken = await signedIn(harness.auth(), db, PORTS.auth, 'bench-candidate', 'candidate');

async function get(path) {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${hrToken}` } });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const index = () => db.collection('searchIndex');
const shown = ['name', 'email', 'tags', 'resumes', 'notes', 'applications', 'pools', 'talentPoolUntil', 'joinedAt'];
/** The bare Firestore query the port runs for the same page: one term best first, or every key held. */
const page = (query) =>
  query
    .select(...shown)
    .limit(PAGE + 1)
    .get();
const bestFor = (term) => () =>
  page(index().where(new FieldPath('s', term), '>', 0).orderBy(new FieldPath('s', term), 'desc'));
const holdingAll =
  (...keys) =>
  () =>
    page(keys.reduce((query, key) => query.where(new FieldPath('h', key), '==', true), index()));
const QUERIES = [
  { kind: 'one word', path: '/api/people?q=kubernetes', bare: bestFor('kubernetes') },
  { kind: 'two words', path: '/api/people?q=kubernetes%20berlin', bare: holdingAll('kubernetes', 'berlin') },
  { kind: 'a word start', path: '/api/people?q=terra', bare: bestFor('terra') },
  { kind: 'a filter only', path: '/api/people?talentPool=true', bare: holdingAll('talentpool:yes') },
  {
    kind: 'a word and a filter',
    path: `/api/people?q=python&jobId=${JOBS[7]}`,
    bare: holdingAll('python', `job:${JOBS[7]}`),
  },
];

harness.installReadMeter();
// What any signed-in request costs before its handler: the token check and the session read (GET /api/me).
const session = await timed(() => get('/api/me'), RUNS, 5);
console.log(`session alone (GET /api/me): p50 ${ms(session.p50)}, p95 ${ms(session.p95)}`);
const rows = [];
for (const query of QUERIES) {
  const before = harness.readMeter.total;
  const results = await get(query.path);
  const reads = harness.readMeter.total - before;
  const api = await timed(() => get(query.path), RUNS, 5);
  const bare = await timed(() => query.bare(), RUNS, 5);
  rows.push({
    query: query.kind,
    results: results.length,
    'reads (API)': reads,
    'API p50': ms(api.p50),
    'API p95': ms(api.p95),
    'bare p50': ms(bare.p50),
    'bare p95': ms(bare.p95),
    'p95 / bare': (api.p95 / bare.p95).toFixed(2),
  });
}
console.table(rows);
console.log('Reads through the API include the session check (1) of every signed-in request.');

// ---- suggestions from the talent pool for one job (a fifth of the people consented) ---------------------------
const posted = await fetch(`${base}/api/job`, {
  method: 'POST',
  headers: { authorization: `Bearer ${hrToken}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    title: 'Platform Engineer',
    tags: ['Kubernetes', 'Terraform'],
    description: 'You run Kubernetes clusters on AWS with Terraform and Go, and help teams ship with Python.',
  }),
});
const suggestionJob = (await posted.json())._id;
const suggestionsBefore = harness.readMeter.total;
const suggested = await get(`/api/job/${suggestionJob}/suggestions`);
const suggestionReads = harness.readMeter.total - suggestionsBefore;
const suggesting = await timed(() => get(`/api/job/${suggestionJob}/suggestions`), RUNS, 5);
console.table([
  {
    query: 'suggestions for a job',
    results: suggested.length,
    'reads (API)': suggestionReads,
    'API p50': ms(suggesting.p50),
    'API p95': ms(suggesting.p95),
  },
]);
console.log("Suggestions read each job word's best 15 (points only), then the 20 shown and their invitations.");

// ---- indexing one resume through the API: inspect, read its text, store, index -------------------------------
await db.collection('users').doc('bench-candidate').set({ createdAt: new Date() }, { merge: true });
const uploads = [];
for (let n = 0; n < 30; n += 1) {
  const { pages } = resumeOf(PEOPLE + n);
  const file = harness.multipart('cv.pdf', harness.makeResumePdf(pages));
  const started = performance.now();
  const response = await fetch(`${base}/api/document/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${candidateToken}`, 'content-type': file.contentType },
    body: file.body,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  uploads.push(performance.now() - started);
}
uploads.sort((a, b) => a - b);
const stored = (await index().doc('bench-candidate').get()).data();
console.table([
  {
    'upload + index p50': ms(uploads[Math.floor(uploads.length / 2)]),
    'upload + index p95': ms(uploads[Math.floor(uploads.length * 0.95)]),
    'index fields after 30 resumes (5 kept)': Object.keys(stored.h).length + Object.keys(stored.s).length,
  },
]);
console.log("Each upload writes the document record and the person's index document, in one transaction.");
server.close();
process.exit(0);
