import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase.js';
import { appendEvent } from '../src/lib/event-log.js';
import { startServer, type TestServer } from './support/api.js';
import { installReadMeter, readMeter, readsOf } from './support/read-meter.js';
import { createTestUser, type TestUser } from './support/users.js';
import { newApplicant } from './support/applicants.js';

/**
 * API cost: every list endpoint reads at most its page (+ a small constant), whatever the collection holds.
 * Each bound is checked twice, before and after the collection grows, so a read per row or per collection
 * size would show up as a changed count.
 */
installReadMeter();

const PAGE = 10;
let api: TestServer;
let admin: TestUser;
let candidate: TestUser;
const department = `cost-${Date.now()}`;
let jobId = '';
let busyApplicationId = '';

async function seedJobs(count: number) {
  const batch = db().batch();
  for (let i = 0; i < count; i += 1) {
    const ref = db().collection('jobs').doc();
    const at = Timestamp.fromMillis(Date.now() - i * 1000);
    batch.set(ref, { title: `Cost ${i}`, titleWords: ['cost'], department, isActive: true, tags: [], createdAt: at });
    jobId ||= ref.id;
  }
  await batch.commit();
}

/** Applications to the first seeded job by made-up candidates, plus documents owned by them. */
async function seedApplicationsAndDocuments(count: number) {
  const batch = db().batch();
  for (let i = 0; i < count; i += 1) {
    const uid = `cost-candidate-${Date.now()}-${i}`;
    const at = Timestamp.fromMillis(Date.now() - i);
    busyApplicationId ||= `${jobId}_${uid}`;
    batch.set(db().collection('applications').doc(`${jobId}_${uid}`), {
      job: jobId,
      jobSnapshot: { title: 'Cost 0', location: '', jobType: 'full-time' },
      candidate: uid,
      candidateEmail: `${uid}@x.test`,
      resumeDocumentId: 'r',
      resumePath: `applications/${jobId}_${uid}/resume.pdf`,
      status: 'applied',
      createdAt: at,
    });
    batch.set(db().collection('documents').doc(), {
      ownerId: uid,
      fileName: 'cv.pdf',
      filePath: `documents/${uid}/cv.pdf`,
      mimeType: 'application/pdf',
      size: 1,
      createdAt: at,
    });
  }
  await batch.commit();
}

/** Events on the first seeded application, through the log's one writer, by `people` different actors. */
async function seedEvents(count: number, people: string[]) {
  const batch = db().batch();
  const subject = { applicationId: busyApplicationId, jobId, candidate: 'cost-candidate' };
  for (let i = 0; i < count; i += 1)
    appendEvent(batch, subject, { type: 'note_added', noteId: `n${i}` }, people[i % people.length]!, Timestamp.now());
  await batch.commit();
}

/** People in the search index who all hold the word "costword", the word "costly" and the tag "cost". */
async function seedSearchIndex(count: number) {
  const batch = db().batch();
  for (let i = 0; i < count; i += 1) {
    const resume = { fileName: 'cv.pdf', text: `Costword costly ${'experience '.repeat(200)}`, at: Date.now() };
    batch.set(db().collection('searchIndex').doc(`cost-person-${Date.now()}-${i}`), {
      name: `Cost Person ${i}`,
      email: `cost-${i}@x.test`,
      tags: ['cost'],
      resumes: { r: resume },
      notes: {},
      applications: {},
      pools: [],
      talentPoolUntil: null,
      joinedAt: Timestamp.now(),
      h: { costword: true, costly: true, 'tag:cost': true },
      s: { costword: 1 + (i % 9), costly: 5 },
    });
  }
  await batch.commit();
}

/** Applications of the test candidate to made-up jobs. */
async function seedMyApplications(count: number) {
  const batch = db().batch();
  for (let i = 0; i < count; i += 1) {
    batch.set(db().collection('applications').doc(`mine-${Date.now()}-${i}_${candidate.uid}`), {
      job: `mine-${i}`,
      jobSnapshot: { title: `Mine ${i}`, location: '', jobType: 'full-time' },
      candidate: candidate.uid,
      candidateEmail: candidate.email,
      status: 'applied',
      createdAt: Timestamp.now(),
    });
  }
  await batch.commit();
}

beforeAll(async () => {
  api = await startServer();
  [admin, candidate] = await Promise.all([createTestUser('admin'), createTestUser('candidate')]);
  for (let i = 0; i < 12; i += 1) await createTestUser('employee', `Cost Person ${i}`);
  await seedJobs(3 * PAGE);
  await seedApplicationsAndDocuments(3 * PAGE);
  await seedMyApplications(3);
  await seedEvents(3 * PAGE, [admin.uid, candidate.uid]);
  await seedSearchIndex(3 * PAGE);
  for (let i = 0; i < 3; i += 1) {
    await api.call('PATCH', `/api/job/${jobId}`, { token: admin.token, body: { salary: i + 1 } });
  }
}, 60_000);
afterAll(() => api.close());

function get(path: string, user: TestUser) {
  return async () => {
    const response = await api.call('GET', path, { token: user.token });
    expect(response.status, path).toBe(200);
  };
}

/** Every signed-in request reads the caller's users document once, to confirm the session (data/users/session.ts). */
const SESSION = 1;

/** [name, request, most reads allowed]; the bound is the page plus what the endpoint reads besides. */
const ENDPOINTS: [string, () => () => Promise<void>, number][] = [
  ['jobs list, one page', () => get(`/api/job?limit=${PAGE}`, admin), SESSION + PAGE],
  [
    'jobs list filtered by department',
    () => get(`/api/job?limit=${PAGE}&department=${department}`, admin),
    SESSION + PAGE,
  ],
  // A candidate's page also says which jobs they applied to: one query per 30 jobs, reading at most one
  // application per job of the page (never all their applications).
  ['jobs list searched by a title word', () => get(`/api/job?limit=${PAGE}&q=cost`, candidate), SESSION + 2 * PAGE],
  ['one job', () => get(`/api/job/${jobId}`, candidate), SESSION + 2],
  ['all applications, one page (admin screen)', () => get(`/api/application?limit=${PAGE}`, admin), SESSION + PAGE],
  ['applications of one job', () => get(`/api/application/job/${jobId}?limit=${PAGE}`, admin), SESSION + PAGE],
  ['my applications (fixed cap of 200)', () => get('/api/application/my', candidate), SESSION + 3],
  // Each document row names its owner: the owners on the page are read in one getAll.
  ['all documents, one page with owners', () => get(`/api/document?limit=${PAGE}`, admin), SESSION + 2 * PAGE],
  ['users, one page', () => get(`/api/user?limit=${PAGE}`, admin), SESSION + PAGE],
  // A search runs two prefix queries (email and name) and merges them.
  ['users searched', () => get(`/api/user?limit=${PAGE}&q=cost`, admin), SESSION + 2 * PAGE],
  // Entries keep people by uid: the actor and the person of each entry on the page are read in one getAll.
  ['audit log, one page', () => get(`/api/audit?limit=${PAGE}`, admin), SESSION + 3 * PAGE],
  // The application (to check it exists), a page of its log, and the names of the people the page names.
  [
    "an application's timeline, one page",
    () => get(`/api/application/${busyApplicationId}/events?limit=${PAGE}`, admin),
    SESSION + 1 + PAGE + 2,
  ],
  // People search: one query, the page plus one more row (to know whether another page follows).
  ['people, newest first', () => get(`/api/people?limit=${PAGE}`, admin), SESSION + PAGE + 1],
  [
    'people searched by one word, best first',
    () => get(`/api/people?limit=${PAGE}&q=costword`, admin),
    SESSION + PAGE + 1,
  ],
  [
    'people searched by two words and a tag',
    () => get(`/api/people?limit=${PAGE}&q=costword%20costly&tag=cost`, admin),
    SESSION + PAGE + 1,
  ],
];

describe('reads per request stay within the page, however big the collection grows', () => {
  it.each(ENDPOINTS)('when the API serves %s, then it reads at most the bound', async (_name, request, bound) => {
    const reads = await readsOf(request());
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(bound);
  });

  it('when the collections triple, then every list request reads exactly as much as before', async () => {
    const before = [];
    for (const [, request] of ENDPOINTS) before.push(await readsOf(request()));
    await seedJobs(6 * PAGE);
    await seedApplicationsAndDocuments(6 * PAGE);
    await seedEvents(6 * PAGE, [admin.uid, candidate.uid]);
    await seedSearchIndex(6 * PAGE);
    const after = [];
    for (const [, request] of ENDPOINTS) after.push(await readsOf(request()));
    expect(after).toEqual(before);
  });

  it('when hr changes a status, then it reads the session, the application it moves, its job and the templates', async () => {
    const [application] = (await db().collection('applications').where('job', '==', jobId).limit(1).get()).docs;
    const reads = await readsOf(async () => {
      const response = await api.call('PATCH', `/api/application/${application!.id}/status`, {
        token: admin.token,
        body: { status: 'shortlisted' },
      });
      expect(response.status).toBe(200);
    });
    // The application (in the transaction that moves it), its job's stages and the e-mail templates (the move
    // may tell the candidate), the candidate's language (their e-mail is written in it), and the candidate's search
    // index and users document (the index keeps the stage).
    expect(reads).toBe(SESSION + 6);
  });

  it('when hr opens the drawer of an application with a long past, then it reads and receives what a short past costs', async () => {
    const hr = await createTestUser('hr');
    const job = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Drawer Cost' } })).body;
    const [short, long] = [await newApplicant(api, job._id, 'Sam Short'), await newApplicant(api, job._id, 'Lou Long')];
    const stages = ['screening', 'interview', 'offer', 'screening'];
    for (let i = 0; i < 3 * PAGE; i += 1)
      await api.call('PATCH', `/api/application/${long.id}/stage`, { token: hr.token, body: { stage: stages[i % 4] } });
    await api.call('PATCH', `/api/application/${short.id}/stage`, { token: hr.token, body: { stage: 'offer' } });

    // What the drawer asks for when it opens (application-drawer.tsx, interview-panel.tsx): reads and bytes each.
    const open = async (id: string) => {
      const costs: Record<string, { reads: number; bytes: number }> = {};
      for (const [name, path] of [
        ['application', `/api/application/${id}`],
        ['events', `/api/application/${id}/events?limit=${PAGE}`],
        ['notes', `/api/application/${id}/notes`],
        ['mail', `/api/application/${id}/mail`],
        ['scorecards', `/api/application/${id}/scorecards`],
        ['reasons', '/api/settings/rejection-reasons'],
      ] as const) {
        let bytes = 0;
        const reads = await readsOf(async () => {
          const response = await api.call('GET', path, { token: hr.token });
          expect(response.status, path).toBe(200);
          bytes = JSON.stringify(response.body).length;
        });
        costs[name] = { reads, bytes };
      }
      return costs;
    };
    const shortPast = await open(short.id);
    const longPast = await open(long.id);
    console.log(`drawer open, 1 move: ${JSON.stringify(shortPast)}`);
    console.log(`drawer open, ${3 * PAGE} moves: ${JSON.stringify(longPast)}`);
    // The application itself costs the same whatever its past; its log is read a page at a time.
    expect(longPast.application).toEqual({ reads: SESSION + 1, bytes: expect.any(Number) });
    expect(Math.abs(longPast.application!.bytes - shortPast.application!.bytes)).toBeLessThan(20);
    expect(longPast.events!.reads).toBeLessThanOrEqual(SESSION + 1 + PAGE + 2);
  });

  it('when the meter is given a per-row pattern, then it counts every row (the meter itself can fail)', async () => {
    const reads = await readsOf(async () => {
      const page = await db().collection('jobs').where('department', '==', department).limit(PAGE).get();
      for (const job of page.docs) await db().collection('jobs').doc(job.id).get();
    });
    expect(reads).toBe(2 * PAGE);
  });
});

describe('a token that does not verify costs nothing', () => {
  it('when 1,000 requests carry forged or expired tokens, then not one Firestore read starts', async () => {
    const [header, payload, signature] = admin.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    // Real claims of a real user, each token wrong in one way: expired, or for another project.
    const forged = (i: number) => {
      const wrong =
        i % 2
          ? { exp: Math.floor(Date.now() / 1000) - 3600 - i }
          : { aud: `other-${i}`, iss: `https://securetoken.google.com/other-${i}` };
      return `${header}.${Buffer.from(JSON.stringify({ ...claims, ...wrong })).toString('base64url')}.${signature}`;
    };
    const before = readMeter.started;
    for (let i = 0; i < 1000; i += 50) {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          api.call('GET', '/api/me', { token: forged(i + j) }).then((response) => response.status),
        ),
      );
      expect(new Set(statuses)).toEqual(new Set([401]));
    }
    expect(readMeter.started - before).toBe(0);
    // The same route with the real token reads the session once.
    const valid = readMeter.started;
    expect((await api.call('GET', '/api/me', { token: admin.token })).status).toBe(200);
    expect(readMeter.started - valid).toBe(1);
  }, 120_000);
});
