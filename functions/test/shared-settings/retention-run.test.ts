import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCareersApp } from '../../src/careers/app.js';
import { runRetention } from '../../src/api/privacy/service.js';
import { auth, db } from '../../src/lib/firebase.js';
import { signFor } from '../../src/lib/signed-tokens.js';
import { makePdf, multipart } from '../../../test-fixtures/pdf.js';
import { startServer, type TestServer } from '../support/api.js';
import { scanFor } from '../support/scan.js';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../support/users.js';

// The retention run reads every candidate whose applications closed long enough ago: it runs alone
// (api-shared-settings), after every other suite. Its applications are made to have closed 170 days ago (the
// data, not the clock, is moved back), so what other suites closed minutes ago is never due.
const DAY = 24 * 60 * 60 * 1000;
let api: TestServer;
let careers: TestServer;
let admin: TestUser;
let hr: TestUser;
let jobId: string;

beforeAll(async () => {
  [api, careers] = await Promise.all([startServer(), startServer(createCareersApp({ cacheSeconds: 0 }))]);
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
  await db().collection('settings').doc('retention').delete();
  const kit = { attributes: [{ name: 'Craft' }] };
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Retained Role', kit } })).body._id;
});
afterAll(() => Promise.all([api.close(), careers.close()]));

/** A candidate who applied (with a PDF naming them and a ?src=) and was rejected `daysAgo` days ago. */
async function rejectedCandidate(name: string, daysAgo = 170, role: 'candidate' | 'employee' = 'candidate') {
  const user = await createTestUser(role, name);
  const resume = await api.upload(
    '/api/document/upload',
    user.token,
    multipart('cv.pdf', makePdf(`${name} ${user.email}`)),
  );
  const applied = await api.call('POST', `/api/application/${jobId}`, {
    token: user.token,
    body: { resumeUrl: resume.body.filePath, source: 'jobboard' },
  });
  const id = applied.body._id as string;
  await api.call('POST', `/api/application/${id}/notes`, { token: hr.token, body: { text: `${name} was late` } });
  await api.call('POST', `/api/application/${id}/interviewers`, { token: hr.token, body: { uid: hr.uid } });
  const card = { ratings: { craft: 2 }, recommendation: 'no', notes: `${name} struggled` };
  expect((await api.call('PUT', `/api/application/${id}/scorecard`, { token: hr.token, body: card })).status).toBe(200);
  const moved = await api.call('PATCH', `/api/application/${id}/stage`, {
    token: hr.token,
    body: { stage: 'rejected', reason: 'experience' },
  });
  expect(moved.status).toBe(200);
  await db()
    .collection('applications')
    .doc(id)
    .update({ stageEnteredAt: Timestamp.fromMillis(Date.now() - daysAgo * DAY) });
  return { user, id };
}

const retentionOf = async (uid: string) => (await db().collection('users').doc(uid).get()).get('retention');
const noticesTo = async (uid: string) =>
  (await db().collection('mail').where('recipientUid', '==', uid).where('event', '==', 'retention_notice').get()).docs;

describe('the retention run', () => {
  it('when a rejected candidate is 14 days from the end, then they are told, once, with a link; at the end they are anonymised and only statistics stay', async () => {
    const tag = Math.random().toString(36).slice(2, 6);
    const name = `Ronja${tag} Rey${tag}`;
    const { user, id } = await rejectedCandidate(name);
    const now = Date.now();

    const first = await runRetention(now);
    expect(first.noticed).toBeGreaterThanOrEqual(1);
    const retention = await retentionOf(user.uid);
    // 180 days after it closed is 10 days away: the notice gives the full 14.
    expect(retention.dueAt.toMillis()).toBe(now + 14 * DAY);
    const [notice] = await noticesTo(user.uid);
    expect(notice!.get('to')).toBe(user.email);
    expect(notice!.get('message.text')).toMatch(/\/privacy\/keep\?u=/);
    await runRetention(now + DAY);
    expect(await noticesTo(user.uid)).toHaveLength(1);

    const report = await runRetention(now + 15 * DAY);
    expect(report.anonymised).toBeGreaterThanOrEqual(1);
    await expect(auth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db().collection('applications').doc(id).get()).exists).toBe(false);

    // What statistics need stays under a pseudonym: the job, stage and dates, source, reason, rating.
    const kept = (
      await db().collection('applications').where('job', '==', jobId).where('source', '==', 'jobboard').get()
    ).docs.find((doc) => doc.get('anonymisedAt') && String(doc.get('candidate')).startsWith('erased-'))!;
    expect(kept.data()).toMatchObject({ stage: 'rejected', status: 'rejected', source: 'jobboard' });
    expect(kept.get('candidateEmail')).toBeUndefined();
    const events = await kept.ref.collection('events').get();
    expect(events.docs.map((event) => event.get('type'))).toEqual(expect.arrayContaining(['applied', 'moved']));
    expect(events.docs.find((event) => event.get('type') === 'moved')!.get('reasonId')).toBe('experience');
    const [card] = (await kept.ref.collection('scorecards').get()).docs;
    expect(card!.data()).toMatchObject({ ratings: { craft: 2 }, recommendation: 'no', notes: '' });
    expect((await kept.ref.collection('notes').get()).empty).toBe(true);

    const scan = await scanFor([user.uid, user.email, ...name.split(' ')]);
    expect(scan.documentHits).toEqual([]);
    expect(scan.fileHits).toEqual([]);
    const tombstone = await db()
      .collection('tombstones')
      .where('emailHash', '==', signFor('tombstone', user.email))
      .get();
    expect(tombstone.size).toBe(1);

    // Coming back: the address is not kept, yet the new account is known as a returning applicant.
    const again = await api.call('POST', '/api/auth/register', {
      body: { name: 'Ronja Again', email: user.email, password: TEST_PASSWORD, role: 'candidate' },
    });
    expect(again.status).toBe(201);
    expect((await db().collection('users').doc(again.body.user._id).get()).get('returningApplicant')).toBe(true);
  });

  it('when the candidate follows the link and presses the button, then their data is kept for another term', async () => {
    const { user } = await rejectedCandidate('Kari Keeper');
    const now = Date.now();
    await runRetention(now);
    const link = new URL(String((await noticesTo(user.uid))[0]!.get('message.text')).match(/http\S+/)![0]);
    const page = await fetch(`${careers.url}${link.pathname}${link.search}`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('<button type="submit">Keep my data</button>');
    // Opening the link changes nothing (mail scanners open links); the button does.
    expect((await retentionOf(user.uid)).dueAt).toBeDefined();

    const pressed = await fetch(`${careers.url}/privacy/keep`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: link.search.slice(1),
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('We keep your data and keep you in mind for future roles until');
    const stored = (await db().collection('users').doc(user.uid).get()).data()!;
    expect(stored.retention).toBeUndefined();
    expect(Math.round((stored.consents.talentPool.expiresAt.toMillis() - Date.now()) / (30.44 * DAY))).toBe(24);

    const report = await runRetention(now + 15 * DAY);
    expect(report.anonymised).toBe(0);
    expect((await auth().getUser(user.uid)).uid).toBe(user.uid);

    const forged = new URLSearchParams(link.search);
    forged.set('d', String(Number(forged.get('d')) + 1));
    const refused = await fetch(`${careers.url}/privacy/keep`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: forged.toString(),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This link is not valid or has expired.');
  });

  it('when someone has an open application, was hired, or is not a candidate, then retention never touches them', async () => {
    const open = await rejectedCandidate('Olive Open');
    const resume = await api.upload('/api/document/upload', open.user.token, multipart('cv2.pdf', makePdf('cv')));
    const other = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Still Open Role' } })).body
      ._id;
    await api.call('POST', `/api/application/${other}`, {
      token: open.user.token,
      body: { resumeUrl: resume.body.filePath },
    });
    const employee = await rejectedCandidate('Emil Employed', 400, 'employee');
    const hired = await rejectedCandidate('Hugo Hired', 400);
    await db().collection('applications').doc(hired.id).update({ status: 'selected' });

    const report = await runRetention(Date.now() + 30 * DAY);
    for (const person of [open.user, employee.user, hired.user]) {
      expect(await retentionOf(person.uid)).toBeUndefined();
      expect((await auth().getUser(person.uid)).uid).toBe(person.uid);
    }
    expect(report.kept).toBeGreaterThanOrEqual(3);
  });

  it('when an admin runs retention from the screen (emulators only), then it answers what it did; others may not', async () => {
    const response = await api.call('POST', '/api/privacy/retention/run', { token: admin.token });
    expect(response).toMatchObject({
      status: 200,
      body: { noticed: expect.any(Number), anonymised: expect.any(Number), kept: expect.any(Number) },
    });
    expect((await api.call('POST', '/api/privacy/retention/run', { token: hr.token })).status).toBe(403);
  });
});
