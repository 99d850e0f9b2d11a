import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCareersApp } from '../../src/http/careers/app.js';
import { runRetention } from '../../src/flows/privacy/retention.js';
import { auth, db } from '../../src/lib/firebase.js';
import { signFor } from '../../src/lib/signed-tokens.js';
import { makePdf, multipart } from '../../../test-fixtures/pdf.js';
import { startServer, type TestServer } from '../support/api.js';
import { besidesErasureNotices, scanFor } from '../support/scan.js';
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
let otherJobId: string;

beforeAll(async () => {
  [api, careers] = await Promise.all([startServer(), startServer(createCareersApp({ cacheSeconds: 0 }))]);
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
  await db().collection('settings').doc('retention').delete();
  const kit = { attributes: [{ name: 'Craft' }] };
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Retained Role', kit } })).body._id;
  otherJobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Second Role' } })).body._id;
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

/** Applies `user` to a second job with a fresh resume. */
async function applyElsewhere(user: TestUser) {
  const resume = await api.upload('/api/document/upload', user.token, multipart('cv2.pdf', makePdf('cv')));
  return api.call('POST', `/api/application/${otherJobId}`, {
    token: user.token,
    body: { resumeUrl: resume.body.filePath },
  });
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
    expect(await besidesErasureNotices(scan.documentHits, [user.uid])).toEqual([]);
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

  it('when staff added someone who never applied nor made an account, then at their day they are erased without a notice; newer ones stay', async () => {
    const add = async (name: string) => {
      const email = `${name.toLowerCase().replace(' ', '.')}.${Math.random().toString(36).slice(2, 8)}@mail.example`;
      const added = await api.call('POST', '/api/people', { token: hr.token, body: { name, email, source: 'event' } });
      expect(added.status).toBe(201);
      return added.body._id as string;
    };
    const [old, recent] = [await add('Otto Oldadd'), await add('Rena Recent')];
    await db()
      .collection('users')
      .doc(old)
      .update({ 'sourced.at': Timestamp.fromMillis(Date.now() - 200 * DAY) });
    await runRetention(Date.now());
    expect((await db().collection('users').doc(old).get()).exists).toBe(false);
    expect(await noticesTo(old)).toEqual([]);
    expect((await db().collection('users').doc(recent).get()).exists).toBe(true);
  });

  it('when the stored notice was for another due day (as after a re-application or a longer setting), then the run sends a fresh one and anonymises nobody', async () => {
    const { user } = await rejectedCandidate('Nadia Nonotice', 180 - 13);
    const now = Date.now();
    await db()
      .collection('users')
      .doc(user.uid)
      .update({
        retention: { dueAt: Timestamp.fromMillis(now - DAY), noticeSentAt: Timestamp.fromMillis(now - 15 * DAY) },
      });
    await runRetention(now);
    expect((await auth().getUser(user.uid)).uid).toBe(user.uid);
    const retention = await retentionOf(user.uid);
    // Due in 13 days: the new notice gives the full 14.
    expect(retention.dueAt.toMillis()).toBe(now + 14 * DAY);
    expect(retention.noticeSentAt.toMillis()).toBe(now);
    expect(await noticesTo(user.uid)).toHaveLength(1);
  });

  it('when the candidate applies again after a notice, then the notice is void and the old day erases nothing', async () => {
    const { user } = await rejectedCandidate('Rafa Reapply');
    const now = Date.now();
    await runRetention(now);
    expect((await retentionOf(user.uid)).dueAt.toMillis()).toBe(now + 14 * DAY);
    const again = await applyElsewhere(user);
    expect(again.status).toBe(201);
    expect(await retentionOf(user.uid)).toBeUndefined();
    await api.call('PATCH', `/api/application/${again.body._id}/stage`, {
      token: hr.token,
      body: { stage: 'rejected', reason: 'experience' },
    });
    const report = await runRetention(now + 15 * DAY);
    expect((await auth().getUser(user.uid)).uid).toBe(user.uid);
    expect(await retentionOf(user.uid)).toBeUndefined();
    expect(report.kept).toBeGreaterThanOrEqual(1);
  });

  it('when an admin lengthens retention after a notice, then nobody goes on the old day, and a new notice precedes the new one', async () => {
    const { user } = await rejectedCandidate('Lars Longer');
    const now = Date.now();
    await runRetention(now);
    const put = (body: object) => api.call('PUT', '/api/settings/retention', { token: admin.token, body });
    try {
      expect((await put({ anonymiseAfterDays: 200, talentPoolMonths: 24, noticeDays: 14 })).status).toBe(200);
      await runRetention(now + 15 * DAY);
      expect((await auth().getUser(user.uid)).uid).toBe(user.uid);
      // 200 days after it closed is 30 days from `now`: the new notice, 17 days on, gives the full 14.
      await runRetention(now + 17 * DAY);
      expect((await retentionOf(user.uid)).dueAt.toMillis()).toBe(now + 31 * DAY);
      expect(await noticesTo(user.uid)).toHaveLength(2);
      // A longer notice period voids a notice too.
      expect((await put({ anonymiseAfterDays: 200, talentPoolMonths: 24, noticeDays: 20 })).status).toBe(200);
      await runRetention(now + 31 * DAY);
      expect((await auth().getUser(user.uid)).uid).toBe(user.uid);
      expect((await retentionOf(user.uid)).dueAt.toMillis()).toBe(now + 51 * DAY);
    } finally {
      await db().collection('settings').doc('retention').delete();
    }
  });

  it('when the candidate consents to the talent pool after a notice, then the old day erases nothing', async () => {
    const { user } = await rejectedCandidate('Cleo Consent');
    const now = Date.now();
    await runRetention(now);
    await db()
      .collection('users')
      .doc(user.uid)
      .update({
        'consents.talentPool': {
          givenAt: Timestamp.fromMillis(now + DAY),
          expiresAt: Timestamp.fromMillis(now + 300 * DAY),
        },
      });
    await runRetention(now + 15 * DAY);
    expect((await auth().getUser(user.uid)).uid).toBe(user.uid);
  });

  it('when a run has claimed a person for anonymisation and was interrupted, then they cannot apply meanwhile and the next run finishes it', async () => {
    const { user } = await rejectedCandidate('Ines Interrupted');
    await db().collection('users').doc(user.uid).update({ 'retention.anonymisingAt': Timestamp.now() });
    const refused = await applyElsewhere(user);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'Your data is being removed under the retention policy: this account can no longer apply' },
    });
    await runRetention(Date.now());
    await expect(auth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('when an application races the run that would anonymise its author, then either it is refused and they are gone, or it stands and they are kept', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const { user } = await rejectedCandidate(`Rory Race${'r'.repeat(round)}`);
      const now = Date.now();
      await runRetention(now);
      const resume = await api.upload('/api/document/upload', user.token, multipart('cv3.pdf', makePdf('cv')));
      const [, applied] = await Promise.all([
        runRetention(now + 15 * DAY),
        api.call('POST', `/api/application/${otherJobId}`, {
          token: user.token,
          body: { resumeUrl: resume.body.filePath },
        }),
      ]);
      const kept = await auth()
        .getUser(user.uid)
        .then(() => true)
        .catch(() => false);
      const stored = await db().collection('applications').doc(`${otherJobId}_${user.uid}`).get();
      if (applied.status === 201) {
        expect(kept).toBe(true);
        expect(stored.exists).toBe(true);
        outcomes.push('applied');
      } else {
        expect([401, 409]).toContain(applied.status);
        expect(kept).toBe(false);
        expect(stored.exists).toBe(false);
        outcomes.push('anonymised');
      }
    }
    expect(outcomes).toHaveLength(3);
  }, 90_000);

  it('when an admin runs retention from the screen (emulators only), then it answers what it did; others may not', async () => {
    const response = await api.call('POST', '/api/privacy/retention/run', { token: admin.token });
    expect(response).toMatchObject({
      status: 200,
      body: { noticed: expect.any(Number), anonymised: expect.any(Number), kept: expect.any(Number) },
    });
    expect((await api.call('POST', '/api/privacy/retention/run', { token: hr.token })).status).toBe(403);
  });
});
