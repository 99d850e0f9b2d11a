import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import { MERGE_MESSAGES, MERGE_UNSAFE, type MergeDto, type PersonProfileDto } from '@hr-portal/contract';
import { auth, db } from '../src/lib/firebase.js';
import { signInWithPassword } from '../src/lib/identity-toolkit.js';
import { claim, runStep } from '../src/flows/merges/merge.js';
import { moveApplication } from '../src/flows/merges/steps.js';
import { makeResumePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { besidesErasureNotices, scanFor } from './support/scan.js';
import { allCounted } from './support/insights.js';
import { createTestUser, TEST_PASSWORD, type TestUser } from './support/users.js';

// Merging two records of one person, and undoing it: what moves, that undo puts the database back field by field,
// when undo is refused, and the races the issue names.

const run = `mg${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

let api: TestServer;
let hr: TestUser;
const jobs: string[] = [];

beforeAll(async () => {
  api = await startServer();
  hr = await createTestUser('hr');
  for (let i = 0; i < 11; i += 1) {
    const job = await api.call('POST', '/api/job', { token: hr.token, body: { title: `Merge ${run} role ${i}` } });
    jobs.push(job.body._id as string);
  }
}, 90_000);
afterAll(() => api.close());

/** A candidate who applied to `jobIds` with one resume, with notes on each application. */
async function candidateWith(name: string, jobIds: string[]) {
  const user = await createTestUser('candidate', name);
  const resume = await api.upload('/api/document/upload', user.token, multipart('cv.pdf', makeResumePdf([[name]])));
  expect(resume.status).toBe(201);
  const applications: string[] = [];
  for (const jobId of jobIds) {
    const applied = await api.call('POST', `/api/application/${jobId}`, {
      token: user.token,
      body: { resumeUrl: resume.body.filePath, talentPool: true },
    });
    expect(applied.status).toBe(201);
    applications.push(applied.body._id as string);
    await api.call('POST', `/api/application/${applied.body._id}/notes`, {
      token: hr.token,
      body: { text: `About ${name}` },
    });
  }
  return { user, applications, documentId: resume.body._id as string };
}

const merge = (survivor: string, other: string) =>
  api.call<MergeDto & { message?: string }>('POST', `/api/people/${survivor}/merge`, {
    token: hr.token,
    body: { other },
  });
const undo = (id: string) =>
  api.call<MergeDto & { message?: string }>('POST', `/api/people/merges/${id}/undo`, { token: hr.token });

/** Every document that names either person, by path: what a merge may touch and its undo must put back. */
async function snapshotOf(uids: string[]): Promise<Map<string, DocumentData>> {
  const found = new Map<string, DocumentData>();
  const add = (docs: FirebaseFirestore.QueryDocumentSnapshot[]) =>
    docs.forEach((doc) => found.set(doc.ref.path, doc.data()));
  for (const uid of uids) {
    for (const path of [`users/${uid}`, `people/${uid}`]) {
      const doc = await db().doc(path).get();
      if (doc.exists) found.set(path, doc.data()!);
    }
    const applications = await db().collection('applications').where('candidate', '==', uid).get();
    add(applications.docs);
    for (const application of applications.docs) {
      for (const sub of ['notes', 'events', 'interviewers', 'scorecards'])
        add((await application.ref.collection(sub).get()).docs);
    }
    add((await db().collection('documents').where('ownerId', '==', uid).get()).docs);
    add((await db().collection('mail').where('recipientUid', '==', uid).get()).docs);
    add((await db().collection('talentPoolMembers').where('uid', '==', uid).get()).docs);
    add((await db().collection('invitations').where('uid', '==', uid).get()).docs);
    add((await db().collection('duplicatePairs').where('uids', 'array-contains', uid).get()).docs);
  }
  return found;
}

describe('merge and undo', () => {
  it('when hr merges a person with 10 applications into another and undoes it, then everything moves and comes back field by field', async () => {
    const survivor = await candidateWith(`Mara Merge ${run}`, [jobs[0]!]);
    // The other applied to 10 jobs, one of them the survivor's too (both applications stay).
    const other = await candidateWith(`Mara M ${run}`, jobs.slice(0, 10));
    const pool = await api.call('POST', '/api/talent-pools', { token: hr.token, body: { name: `Merge pool ${run}` } });
    await api.call('POST', `/api/talent-pools/${pool.body._id}/members`, {
      token: hr.token,
      body: { uid: other.user.uid, note: 'Strong' },
    });
    await api.call('PUT', `/api/people/${other.user.uid}/tags`, {
      token: hr.token,
      body: { tags: ['Kotlin', 'berlin'] },
    });
    await api.call('PUT', `/api/people/${survivor.user.uid}/tags`, { token: hr.token, body: { tags: ['Berlin'] } });

    // The insights trigger marks each new event counted: wait for it, so only the merge changes anything.
    await allCounted([...survivor.applications, ...other.applications]);
    const before = await snapshotOf([survivor.user.uid, other.user.uid]);
    const started = Date.now();
    const merged = await merge(survivor.user.uid, other.user.uid);
    const mergeMs = Date.now() - started;
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({
      survivor: { _id: survivor.user.uid },
      other: { _id: other.user.uid },
      status: 'done',
      undoUntil: expect.any(String),
    });

    // What moved: every application (with its notes and events), the document, e-mails, tags, the pool.
    const moved = await db().collection('applications').where('candidate', '==', survivor.user.uid).get();
    expect(moved.size).toBe(11);
    expect((await db().collection('applications').where('candidate', '==', other.user.uid).get()).size).toBe(0);
    for (const id of other.applications) {
      const events = await db().collection(`applications/${id}/events`).get();
      expect(events.docs.every((event) => event.get('candidate') === survivor.user.uid)).toBe(true);
      expect((await db().doc(`applications/${id}`).get()).get('mergedFrom')).toBe(other.user.uid);
    }
    expect((await db().doc(`documents/${other.documentId}`).get()).get('ownerId')).toBe(survivor.user.uid);
    expect((await db().collection('mail').where('recipientUid', '==', other.user.uid).get()).size).toBe(0);
    expect((await db().doc(`people/${survivor.user.uid}`).get()).get('tags')).toEqual(['Berlin', 'Kotlin']);
    expect((await db().doc(`talentPoolMembers/${pool.body._id}__${survivor.user.uid}`).get()).get('note')).toBe(
      'Strong',
    );
    const kept = (await db().doc(`users/${survivor.user.uid}`).get()).data()!;
    expect(kept.secondaryEmails).toEqual([other.user.email]);
    // The other cannot sign in, and their old session ended.
    expect((await auth().getUser(other.user.uid)).disabled).toBe(true);
    await expect(signInWithPassword(other.user.email, TEST_PASSWORD)).rejects.toBeTruthy();
    expect((await api.call('GET', '/api/application/my', { token: other.user.token })).status).toBe(401);
    // The profiles say so; the other leaves people search.
    const profile = await api.call<PersonProfileDto>('GET', `/api/people/${other.user.uid}`, { token: hr.token });
    expect(profile.body.mergedInto).toBe(survivor.user.uid);
    expect(profile.body.merges.map((entry) => [entry._id, entry.status])).toEqual([[merged.body._id, 'done']]);
    // Both applications to the one job both stay, the moved one marked as merged in.
    const keptProfile = await api.call<PersonProfileDto>('GET', `/api/people/${survivor.user.uid}`, {
      token: hr.token,
    });
    const onBoth = keptProfile.body.applications.filter((application) => application.jobId === jobs[0]);
    expect(onBoth.map((application) => application.mergedIn).sort()).toEqual([false, true]);
    expect((await db().doc(`searchIndex/${other.user.uid}`).get()).exists).toBe(false);

    const undoStarted = Date.now();
    const undone = await undo(merged.body._id);
    const undoMs = Date.now() - undoStarted;
    expect([undone.status, undone.body.status]).toEqual([200, 'undone']);
    console.info(`merge of a person with 10 applications: ${mergeMs} ms; undo: ${undoMs} ms`);

    const after = await snapshotOf([survivor.user.uid, other.user.uid]);
    // The other's ended session stays ended (they sign in again): the one field not put back.
    const otherUser = `users/${other.user.uid}`;
    expect(after.get(otherUser)!.tokensValidAfter).toBeGreaterThanOrEqual(before.get(otherUser)!.tokensValidAfter ?? 0);
    delete after.get(otherUser)!.tokensValidAfter;
    delete before.get(otherUser)!.tokensValidAfter;
    const differences: string[] = [];
    for (const path of new Set([...before.keys(), ...after.keys()])) {
      const a = before.get(path);
      const b = after.get(path);
      for (const field of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
        if (JSON.stringify(a?.[field]) !== JSON.stringify(b?.[field])) differences.push(`${path}.${field}`);
      }
    }
    console.info(
      `merge then undo: ${before.size} documents compared field by field, ${differences.length} differences`,
    );
    expect(differences).toEqual([]);
    expect((await auth().getUser(other.user.uid)).disabled).toBe(false);
    expect((await signInWithPassword(other.user.email, TEST_PASSWORD)).localId).toBe(other.user.uid);

    const again = await undo(merged.body._id);
    expect([again.status, again.body.message]).toEqual([409, MERGE_MESSAGES.alreadyUndone]);
  }, 120_000);

  it('when a moved application was hired since the merge, then undo is refused naming it', async () => {
    const survivor = await candidateWith(`Hal Hired ${run}`, []);
    const other = await candidateWith(`Hal H ${run}`, [jobs[10]!]);
    const merged = await merge(survivor.user.uid, other.user.uid);
    expect(merged.status).toBe(200);
    // An admin hires directly (hr would need an accepted offer).
    const admin = await createTestUser('admin');
    const hired = await api.call('PATCH', `/api/application/${other.applications[0]}/stage`, {
      token: admin.token,
      body: { stage: 'hired' },
    });
    expect(hired.status).toBe(200);
    const refused = await undo(merged.body._id);
    expect([refused.status, refused.body.message]).toEqual([409, MERGE_UNSAFE.hired(`Merge ${run} role 10`)]);
    expect((await db().doc(`applications/${other.applications[0]}`).get()).get('candidate')).toBe(survivor.user.uid);
  });

  it('when the input is wrong, then each answer says why and nothing moves', async () => {
    const a = await candidateWith(`Ann Wrong ${run}`, []);
    const staff = await createTestUser('employee');
    const cases: [string, unknown, number, string][] = [
      [a.user.uid, { other: a.user.uid }, 400, MERGE_MESSAGES.samePerson],
      [a.user.uid, { other: staff.uid }, 409, MERGE_MESSAGES.candidatesOnly],
      [a.user.uid, { other: 'nosuchperson' }, 404, 'User not found'],
      [a.user.uid, {}, 400, 'other must be a person id'],
    ];
    for (const [survivor, body, status, message] of cases) {
      const answer = await api.call('POST', `/api/people/${survivor}/merge`, { token: hr.token, body });
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    const sourced = await api.call('POST', '/api/people', {
      token: hr.token,
      body: { name: `Sam Sourced ${run}`, email: `sam.${run}@mail.example`, source: 'event' },
    });
    const keep = await merge(sourced.body._id, a.user.uid);
    expect([keep.status, keep.body.message]).toEqual([409, MERGE_MESSAGES.keepTheAccount]);
    // Merged in, the person added without an account loses their e-mailed links with their own identity.
    const notice = await db().collection('mail').where('recipientUid', '==', sourced.body._id).get();
    const link = new URL(/(\S+\/join\?\S+)/.exec(String(notice.docs[0]!.get('message.text')))![1]!);
    expect((await merge(a.user.uid, sourced.body._id)).status).toBe(200);
    const join = await api.call('GET', `/api/auth/join?${link.searchParams.toString()}`);
    expect(join.status).toBe(410);
    const role = await api.call('PATCH', `/api/user/${sourced.body._id}/role`, {
      token: (await createTestUser('admin')).token,
      body: { role: 'hr' },
    });
    expect(role.status).toBe(409);
    expect(
      (
        await api.call('POST', `/api/people/${a.user.uid}/merge`, {
          token: a.user.token,
          body: { other: sourced.body._id },
        })
      ).status,
    ).toBe(403);
    expect((await undo('nosuchmerge')).status).toBe(404);
  });
});

type Candidate = Awaited<ReturnType<typeof candidateWith>>;

/** A merge that claimed both people and moved one application of several, then stopped (as a crash would). */
async function stopAfterOneApplication(survivor: Candidate, other: Candidate) {
  const caller = { uid: hr.uid, email: hr.email, role: 'hr' as const, authTime: Math.floor(Date.now() / 1000) };
  const started = await claim(caller, survivor.user.uid, other.user.uid);
  const pair = {
    survivor: survivor.user.uid,
    other: other.user.uid,
    survivorName: String((await db().doc(`users/${survivor.user.uid}`).get()).get('name')),
    survivorEmail: survivor.user.email,
    mergeId: started.id,
    by: hr.uid,
  };
  expect(await runStep(moveApplication, started.id, pair)).toBe(true);
  return started;
}

describe('merge: failures and races', () => {
  it('when a merge stopped half-way, then asking again finishes the same merge', async () => {
    const survivor = await candidateWith(`Fay Finish ${run}`, []);
    const other = await candidateWith(`Fay F ${run}`, jobs.slice(0, 3));
    const started = await stopAfterOneApplication(survivor, other);
    // One application moved, two not: mixed until the merge is asked for again.
    expect((await db().collection('applications').where('candidate', '==', other.user.uid).get()).size).toBe(2);
    const finished = await merge(survivor.user.uid, other.user.uid);
    expect([finished.status, finished.body._id, finished.body.status]).toEqual([200, started.id, 'done']);
    expect((await db().collection('applications').where('candidate', '==', other.user.uid).get()).size).toBe(0);
    expect((await db().collection('merges').where('other', '==', other.user.uid).get()).size).toBe(1);
  });

  it('when a merge stopped half-way is undone, then it is rolled back and both can be merged later', async () => {
    const survivor = await candidateWith(`Rob Rollback ${run}`, []);
    const other = await candidateWith(`Rob R ${run}`, jobs.slice(3, 5));
    const started = await stopAfterOneApplication(survivor, other);
    const rolledBack = await undo(started.id);
    expect([rolledBack.status, rolledBack.body.status]).toEqual([200, 'undone']);
    expect((await db().collection('applications').where('candidate', '==', other.user.uid).get()).size).toBe(2);
    const theirs = (await db().doc(`users/${other.user.uid}`).get()).data()!;
    expect([theirs.mergedInto, theirs.merging]).toEqual([undefined, undefined]);
    expect((await db().doc(`users/${survivor.user.uid}`).get()).get('merging')).toBeUndefined();
    expect((await merge(survivor.user.uid, other.user.uid)).status).toBe(200);
  });

  it('when two staff merge the same pair at once, or each into the other, then there is one merge', async () => {
    const a = await candidateWith(`Rex Race ${run}`, [jobs[1]!]);
    const b = await candidateWith(`Rex R ${run}`, [jobs[2]!, jobs[3]!]);
    const answers = await Promise.all([
      merge(a.user.uid, b.user.uid),
      merge(a.user.uid, b.user.uid),
      merge(b.user.uid, a.user.uid),
    ]);
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((answer) => answer.body._id)).size).toBe(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect([MERGE_MESSAGES.busy, MERGE_MESSAGES.alreadyMerged]).toContain(refused.body.message);
    }
    const merges = await db().collection('merges').where('survivor', 'in', [a.user.uid, b.user.uid]).get();
    expect(merges.size).toBe(1);
    const survivor = merges.docs[0]!.get('survivor') as string;
    const apps = await db().collection('applications').where('candidate', 'in', [a.user.uid, b.user.uid]).get();
    expect(apps.docs.map((doc) => doc.get('candidate'))).toEqual([survivor, survivor, survivor]);
  });

  it('when the other applies while being merged, then the application ends up with the survivor', async () => {
    const survivor = await candidateWith(`Ida Inflight ${run}`, []);
    const other = await candidateWith(`Ida I ${run}`, [jobs[4]!]);
    const resume = (await db().collection('documents').where('ownerId', '==', other.user.uid).get()).docs[0]!;
    const [merged, applied] = await Promise.all([
      merge(survivor.user.uid, other.user.uid),
      api.call('POST', `/api/application/${jobs[5]}`, {
        token: other.user.token,
        body: { resumeUrl: resume.id },
      }),
    ]);
    expect(merged.status).toBe(200);
    expect([201, 401]).toContain(applied.status);
    expect((await db().collection('applications').where('candidate', '==', other.user.uid).get()).size).toBe(0);
    const theirs = await db()
      .collection('applications')
      .where('job', '==', jobs[5])
      .where('candidate', '==', survivor.user.uid)
      .get();
    expect(theirs.size).toBe(applied.status === 201 ? 1 : 0);
  });

  it('when the survivor is erased, then what was merged into them is erased too (whole-database scan)', async () => {
    const survivor = await candidateWith(`Eve Erase${run}`, [jobs[6]!]);
    const other = await candidateWith(`Eve Other${run}`, [jobs[7]!]);
    expect((await merge(survivor.user.uid, other.user.uid)).status).toBe(200);
    const admin = await createTestUser('admin');
    const erased = await api.call('DELETE', `/api/user/${survivor.user.uid}`, { token: admin.token });
    expect(erased.status).toBe(200);
    const scan = await scanFor([
      survivor.user.uid,
      other.user.uid,
      survivor.user.email,
      other.user.email,
      `Erase${run}`,
      `Other${run}`,
    ]);
    // A webhook subscription another file made (files run side by side) gets the erasure's own person.erased notice.
    expect(await besidesErasureNotices(scan.documentHits, [survivor.user.uid, other.user.uid])).toEqual([]);
    expect(scan.fileHits).toEqual([]);
    await expect(auth().getUser(other.user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
