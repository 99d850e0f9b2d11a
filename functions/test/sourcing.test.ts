import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  MESSAGES,
  SOURCING_LIMITS,
  SOURCING_MESSAGES,
  type AuthResponse,
  type PersonProfileDto,
  type SourcedPersonDto,
} from '@hr-portal/contract';
import { createCareersApp } from '../src/http/careers/app.js';
import { auth, db } from '../src/lib/firebase.js';
import { makeResumePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { besidesErasureNotices, scanFor } from './support/scan.js';
import { createTestUser, uniqueEmail, type TestUser } from './support/users.js';

// Sourcing: hr adds a person who did not apply. They are e-mailed at once (GDPR Article 14) with a link that
// creates their account under the id their data is filed by, and one that removes their data without signing in.

const run = `so${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

let api: TestServer;
let careers: TestServer;
let hr: TestUser;
let candidate: TestUser;
let jobId = '';

beforeAll(async () => {
  [api, careers] = await Promise.all([startServer(), startServer(createCareersApp({ cacheSeconds: 0 }))]);
  [hr, candidate] = await Promise.all([createTestUser('hr'), createTestUser('candidate')]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: `Sourced ${run}` } })).body._id;
}, 60_000);
afterAll(() => Promise.all([api.close(), careers.close()]));

const source = (body: Record<string, unknown>, token = hr.token) =>
  api.call<SourcedPersonDto>('POST', '/api/people', { token, body });
const profile = (uid: string) => api.call<PersonProfileDto>('GET', `/api/people/${uid}`, { token: hr.token });

/** The Article 14 e-mail queued for the person, and its two links' query strings. */
async function noticeOf(uid: string) {
  const found = await db().collection('mail').where('recipientUid', '==', uid).get();
  const notices = found.docs.filter((doc) => doc.get('event') === 'person_sourced');
  const newest = notices.sort((a, b) => b.createTime.toMillis() - a.createTime.toMillis())[0]!;
  const text = String(newest.get('message.text'));
  const create = new URL(/(\S+\/join\?\S+)/.exec(text)![1]!);
  const remove = new URL(/(\S+\/privacy\/remove\?\S+)/.exec(text)![1]!);
  return { mail: newest, text, count: notices.length, create: create.searchParams, remove: remove.searchParams };
}

const linkBody = (params: URLSearchParams) => ({ u: params.get('u'), n: params.get('n'), s: params.get('s') });

function removeForm(params: URLSearchParams) {
  return fetch(`${careers.url}/privacy/remove`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ u: params.get('u')!, n: params.get('n')!, s: params.get('s')! }).toString(),
  });
}

describe('sourcing: adding a person who did not apply', () => {
  it('when hr adds a person from an event with a resume onto a job, then the person, document, application, index and notice are there', async () => {
    const email = uniqueEmail('sourced');
    const resume = makeResumePdf([[`Sam Sourced ${run}`, `Kubernetes${run} operator`]]);
    const added = await api.upload(
      '/api/people',
      hr.token,
      multipart('sam.pdf', resume, 'application/pdf', {
        name: 'Sam Sourced',
        email: email.toUpperCase(),
        phone: '+49 (30) 123-4567',
        location: 'Berlin',
        links: 'https://www.linkedin.com/in/sam-sourced\nhttps://github.com/samsourced',
        source: 'event',
        jobId,
      }),
    );
    expect([added.status, added.body]).toEqual([201, expect.objectContaining({ _id: expect.any(String) })]);
    const { _id: uid, applicationId } = added.body as SourcedPersonDto;
    expect(applicationId).toBe(`${jobId}_${uid}`);

    const user = (await db().collection('users').doc(uid).get()).data()!;
    expect(user).toMatchObject({
      name: 'Sam Sourced',
      email,
      role: 'candidate',
      hasAccount: false,
      phone: '+49301234567',
      location: 'Berlin',
      links: ['https://www.linkedin.com/in/sam-sourced', 'https://github.com/samsourced'],
      sourced: { source: 'event', by: hr.uid },
    });
    await expect(auth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const application = (await db().collection('applications').doc(applicationId!).get()).data()!;
    expect(application).toMatchObject({ candidate: uid, stage: 'applied', status: 'applied', source: 'event' });
    expect(application.resumePath).toMatch(new RegExp(`^applications/${applicationId}/resume-`));
    const events = await db().collection(`applications/${applicationId}/events`).get();
    expect(events.docs.map((event) => [event.get('type'), event.get('actor')])).toEqual([['applied', hr.uid]]);

    const documents = await db().collection('documents').where('ownerId', '==', uid).get();
    expect(documents.docs.map((doc) => [doc.get('fileName'), doc.get('uploadedBy')])).toEqual([['sam.pdf', hr.uid]]);

    // Found by a word of the resume (they are on a job's pipeline, so their resume's words are searched).
    const found = await api.call('GET', `/api/people?q=kubernetes${run}`, { token: hr.token });
    expect(found.body.map((person: { _id: string }) => person._id)).toEqual([uid]);

    const notice = await noticeOf(uid);
    expect(notice.count).toBe(1);
    expect(notice.mail.get('to')).toBe(email);
    expect(notice.text).toContain('We got your name and contact details from an event where we met');
    expect(notice.text).toMatch(/\/privacy\n/);
    expect(String(notice.mail.get('message.html'))).toContain('>Create my account</a>');
    expect(String(notice.mail.get('message.html'))).toContain('>Remove my data</a>');

    const shown = await profile(uid);
    expect(shown.status).toBe(200);
    expect(shown.body.sourcing).toEqual({
      source: 'event',
      addedAt: expect.any(String),
      addedBy: 'Test hr',
      phone: '+49301234567',
      hasAccount: false,
      noticeQueuedAt: expect.any(String),
      notice: expect.objectContaining({ _id: notice.mail.id, event: 'person_sourced', to: email }),
    });
    expect(shown.body.applications.map((entry) => [entry.jobId, entry.source])).toEqual([[jobId, 'event']]);

    const audit = await db().collection('auditLog').where('target.id', '==', uid).get();
    expect(audit.docs.map((entry) => [entry.get('action'), entry.get('after')])).toEqual([
      ['person.sourced', { source: 'event', jobId, resume: true }],
    ]);
  });

  it('when hr adds a person without a resume or job, then only the person and their notice are written', async () => {
    const email = uniqueEmail('plain');
    const added = await source({ name: 'Lina LinkedIn', email, source: 'linkedin' });
    expect(added.status).toBe(201);
    expect(added.body.applicationId).toBeNull();
    const uid = added.body._id;
    expect((await db().collection('documents').where('ownerId', '==', uid).get()).size).toBe(0);
    expect((await db().collection('applications').where('candidate', '==', uid).get()).size).toBe(0);
    expect((await noticeOf(uid)).text).toContain('from LinkedIn');
    expect((await profile(uid)).body).toMatchObject({ name: 'Lina LinkedIn', email, applications: [], documents: [] });
  });

  it('when the input is bad, then each answer says what is wrong and nothing is written', async () => {
    const email = uniqueEmail('bad');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: 'No Source', email }, 400, SOURCING_MESSAGES.sourceRequired],
      [{ name: 'Bad Phone', email, source: 'event', phone: '030 1234567' }, 400, SOURCING_MESSAGES.badPhone],
      [{ name: 'Bad Phone', email, source: 'event', phone: '+49 1' }, 400, SOURCING_MESSAGES.badPhone],
      [
        { name: 'Bad Link', email, source: 'event', links: ['javascript:alert(1)'] },
        400,
        'A link must be a full web address starting with https:// or http://',
      ],
      [{ name: 'Bad Mail', email: 'not-an-address', source: 'event' }, 400, 'Enter a valid email address'],
      [{ name: 'Held', email: candidate.email, source: 'event' }, 409, SOURCING_MESSAGES.addressHeld],
      [{ name: 'No Job', email, source: 'event', jobId: 'nosuchjob' }, 404, 'Job not found'],
      [{ name: 'Extra', email, source: 'event', role: 'admin' }, 400, 'Unknown field: role'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await source(body);
      expect([answer.status, answer.body]).toEqual([status, expect.objectContaining({ message })]);
    }
    const fake = await api.upload(
      '/api/people',
      hr.token,
      multipart('cv.pdf', Buffer.from('<html>not a pdf</html>'), 'application/pdf', {
        name: 'Fake',
        email,
        source: 'event',
      }),
    );
    expect(fake.status).toBe(415);
    expect((await db().collection('users').where('email', '==', email).get()).size).toBe(0);

    for (const [token, status] of [
      [candidate.token, 403],
      ['', 401],
    ] as const) {
      expect((await source({ name: 'Nope', email, source: 'event' }, token)).status).toBe(status);
    }
  });

  it('when two staff add the same address at once, then one person is made and the other answer is 409', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      source({ name: 'Rae Race', email, source: 'agency' }),
      source({ name: 'Rae Race', email, source: 'agency' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await db().collection('users').where('email', '==', email).get()).size).toBe(1);
  });
});

/**
 * Someone hr added (with `filed.pdf`, and `fields` such as a job) who then joined by their "Create my account" link
 * and uploaded `mine.pdf` of their own.
 */
async function addedThenJoined(name: string, filed: string[][], mine: string[][], fields: Record<string, string> = {}) {
  const added = await api.upload(
    '/api/people',
    hr.token,
    multipart('filed.pdf', makeResumePdf(filed), 'application/pdf', {
      name,
      email: uniqueEmail('joined'),
      source: 'event',
      ...fields,
    }),
  );
  expect(added.status).toBe(201);
  const uid = added.body._id as string;
  const { create } = await noticeOf(uid);
  const joined = await api.call<AuthResponse>('POST', '/api/auth/join', {
    body: { ...linkBody(create), password: 'a-long-password' },
  });
  expect(joined.status).toBe(201);
  const own = await api.upload('/api/document/upload', joined.body.token, multipart('mine.pdf', makeResumePdf(mine)));
  expect(own.status).toBe(201);
  return { uid, joined, own };
}

describe('sourcing: what staff see of a person they added', () => {
  it('when the person joins and uploads files of their own, then hr sees what staff filed for them, not their own files, until they apply', async () => {
    const { uid, joined, own } = await addedThenJoined('Pia Private', [['Pia Private']], [['Mine']]);

    const names = async () =>
      ((await profile(uid)).body.documents as { fileName: string }[]).map((document) => document.fileName).sort();
    expect(await names()).toEqual(['filed.pdf']);
    const applied = await api.call('POST', `/api/application/${jobId}`, {
      token: joined.body.token,
      body: { resumeUrl: own.body._id },
    });
    expect(applied.status).toBe(201);
    expect(await names()).toEqual(['filed.pdf', 'mine.pdf']);
  });
});

describe('sourcing: someone staff put on a job', () => {
  it('when they join and upload a file of their own, then the application staff made does not show it to hr, nor its words to search, until they apply', async () => {
    const [filedWord, ownWord] = [`filed${run}`, `own${run}`];
    const { uid, joined, own } = await addedThenJoined(
      'Paul Placed',
      [['Paul Placed', filedWord]],
      [['Paul Placed', ownWord]],
      { jobId },
    );

    const names = async () =>
      ((await profile(uid)).body.documents as { fileName: string }[]).map((document) => document.fileName).sort();
    const found = async (word: string) =>
      ((await api.call('GET', `/api/people?q=${word}`, { token: hr.token })).body as { _id: string }[]).map(
        (person) => person._id,
      );
    expect(await names()).toEqual(['filed.pdf']);
    expect(await found(filedWord)).toEqual([uid]);
    expect(await found(ownWord)).toEqual([]);

    const otherJob = (await api.call('POST', '/api/job', { token: hr.token, body: { title: `Other ${run}` } })).body
      ._id as string;
    const applied = await api.call('POST', `/api/application/${otherJob}`, {
      token: joined.body.token,
      body: { resumeUrl: own.body._id },
    });
    expect(applied.status).toBe(201);
    expect(await names()).toEqual(['filed.pdf', 'mine.pdf']);
    expect(await found(ownWord)).toEqual([uid]);
  });
});

describe('sourcing: the e-mailed links', () => {
  it('when the person follows "Create my account", then their account is created verified under the same id and they find their application', async () => {
    const email = uniqueEmail('joiner');
    const added = await source({ name: 'Jo Joiner', email, source: 'colleague', jobId });
    const uid = added.body._id;
    const { create, remove } = await noticeOf(uid);

    const details = await api.call('GET', `/api/auth/join?${create.toString()}`);
    expect(details).toMatchObject({ status: 200, body: { name: 'Jo Joiner', email } });
    // The remove link's signature is for another purpose: it does not create accounts.
    expect((await api.call('GET', `/api/auth/join?${remove.toString()}`)).body).toMatchObject({
      message: SOURCING_MESSAGES.linkInvalid,
    });
    expect(
      (await api.call('POST', '/api/auth/join', { body: { ...linkBody(create), password: 'short' } })).status,
    ).toBe(400);

    const joined = await api.call<AuthResponse>('POST', '/api/auth/join', {
      body: { ...linkBody(create), password: 'a-long-password' },
    });
    expect(joined.status).toBe(201);
    expect(joined.body.user).toMatchObject({ _id: uid, email, role: 'candidate', emailVerified: true });
    const account = await auth().getUser(uid);
    expect([account.email, account.emailVerified, account.customClaims?.role]).toEqual([email, true, 'candidate']);

    const mine = await api.call('GET', '/api/application/my', { token: joined.body.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((application: { _id: string }) => application._id)).toEqual([`${jobId}_${uid}`]);
    expect((await db().collection('users').where('email', '==', email).get()).size).toBe(1);

    const stored = (await db().collection('users').doc(uid).get()).data()!;
    expect(stored.hasAccount).toBe(true);
    expect(stored.accountLink).toBeUndefined();
    expect(stored.consents.privacyNotice.version).toEqual(expect.any(Number));

    // Spent: a second press, and the remove link, no longer work.
    const again = await api.call('POST', '/api/auth/join', {
      body: { ...linkBody(create), password: 'a-long-password' },
    });
    expect([again.status, again.body.message]).toEqual([410, SOURCING_MESSAGES.linkUsed]);
    const removal = await removeForm(remove);
    expect(removal.status).toBe(410);
    expect((await db().collection('users').doc(uid).get()).exists).toBe(true);
    expect((await profile(uid)).body.sourcing).toMatchObject({ hasAccount: true });
  });

  it('when someone signs up with a sourced address, then no second person is made and new links go out, at most hourly', async () => {
    const email = uniqueEmail('signup');
    const uid = (await source({ name: 'Sue Signup', email, source: 'event' })).body._id;
    const first = await noticeOf(uid);
    const signUp = () =>
      api.call('POST', '/api/auth/register', {
        body: { name: 'Sue Signup', email, password: 'a-long-password', role: 'candidate' },
      });
    // Within the hour of the first e-mail: answered like any address in use, and nothing is sent again.
    expect([(await signUp()).status, (await signUp()).body.message]).toEqual([409, MESSAGES.emailTaken]);
    expect((await noticeOf(uid)).count).toBe(1);
    await expect(auth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const twoHoursAgo = Timestamp.fromMillis(Date.now() - 2 * 60 * 60 * 1000);
    await db().collection('users').doc(uid).update({ 'sourced.noticeQueuedAt': twoHoursAgo });
    expect((await signUp()).status).toBe(409);
    const notice = await noticeOf(uid);
    expect(notice.count).toBe(2);
    expect((await db().collection('users').where('email', '==', email).get()).size).toBe(1);
    // The new e-mail's links replace the old ones.
    const old = await api.call('POST', '/api/auth/join', {
      body: { ...linkBody(first.create), password: 'a-long-password' },
    });
    expect([old.status, old.body.message]).toEqual([400, SOURCING_MESSAGES.linkInvalid]);
    const joined = await api.call<AuthResponse>('POST', '/api/auth/join', {
      body: { ...linkBody(notice.create), password: 'a-long-password' },
    });
    expect(joined.body.user._id).toBe(uid);
  });

  it('when a link is older than its days, then it is refused as expired and changes nothing', async () => {
    const email = uniqueEmail('late');
    const uid = (await source({ name: 'Lee Late', email, source: 'event' })).body._id;
    const { create, remove } = await noticeOf(uid);
    const issued = Timestamp.fromMillis(Date.now() - (SOURCING_LIMITS.linkDays + 1) * 24 * 60 * 60 * 1000);
    await db().collection('users').doc(uid).update({ 'accountLink.issuedAt': issued });
    const join = await api.call('POST', '/api/auth/join', {
      body: { ...linkBody(create), password: 'a-long-password' },
    });
    expect([join.status, join.body.message]).toEqual([410, SOURCING_MESSAGES.linkExpired]);
    const removal = await removeForm(remove);
    expect(removal.status).toBe(410);
    expect(await removal.text()).toContain(SOURCING_MESSAGES.linkExpired);
    expect((await db().collection('users').doc(uid).get()).get('hasAccount')).toBe(false);
  });

  it('when an admin changes the role or address of someone without an account, then 409 and nothing is written', async () => {
    const admin = await createTestUser('admin');
    const email = uniqueEmail('norole');
    const uid = (await source({ name: 'Noa Norole', email, source: 'event' })).body._id;
    const role = await api.call('PATCH', `/api/user/${uid}/role`, { token: admin.token, body: { role: 'hr' } });
    expect([role.status, role.body.message]).toEqual([409, SOURCING_MESSAGES.noAccountYet]);
    const address = await api.call('PATCH', `/api/user/${uid}`, {
      token: admin.token,
      body: { email: uniqueEmail('moved') },
    });
    expect([address.status, address.body.message]).toEqual([409, SOURCING_MESSAGES.noAccountYet]);
    const renamed = await api.call('PATCH', `/api/user/${uid}`, { token: admin.token, body: { name: 'Noa Renamed' } });
    expect(renamed.status).toBe(200);
    const stored = (await db().collection('users').doc(uid).get()).data()!;
    expect([stored.role, stored.email, stored.name]).toEqual(['candidate', email, 'Noa Renamed']);
    const audit = await db().collection('auditLog').where('target.id', '==', uid).get();
    expect(audit.docs.map((entry) => entry.get('action')).sort()).toEqual(['person.sourced', 'user.profile_changed']);
    // Nor can an account move onto their address.
    const taken = await api.call('PATCH', `/api/user/${candidate.uid}`, { token: admin.token, body: { email } });
    expect([taken.status, taken.body.message]).toEqual([409, MESSAGES.emailTaken]);
  });

  it('when the person follows "Remove my data", then they are erased at once, leaving no trace, and the link works once', async () => {
    const email = uniqueEmail('remover');
    const name = `Remy ${run}remover`;
    const resume = makeResumePdf([[name, `${run}remover skills`]]);
    const added = await api.upload(
      '/api/people',
      hr.token,
      multipart('remy.pdf', resume, 'application/pdf', {
        name,
        email,
        source: 'agency',
        jobId,
        phone: '+4915112345678',
      }),
    );
    expect(added.status).toBe(201);
    const uid = (added.body as SourcedPersonDto)._id;
    const { remove, create } = await noticeOf(uid);

    const page = await fetch(`${careers.url}/privacy/remove?${remove.toString()}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Remove my data</button>');
    // Opening the page (as a mail scanner does) changes nothing.
    expect((await db().collection('users').doc(uid).get()).exists).toBe(true);

    const forged = new URLSearchParams(remove);
    forged.set('n', 'x'.repeat(24));
    expect((await removeForm(forged)).status).toBe(400);
    expect((await removeForm(create)).status).toBe(400);

    const removed = await removeForm(remove);
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain(SOURCING_MESSAGES.removed);
    const scan = await scanFor([uid, email, `${run}remover`, '4915112345678']);
    // A webhook subscription another file made (files run side by side) gets the erasure's own person.erased notice.
    expect(await besidesErasureNotices(scan.documentHits, [uid])).toEqual([]);
    expect(scan.fileHits).toEqual([]);

    // Staff cannot add them again.
    const again = await source({ name, email, source: 'event' });
    expect([again.status, again.body]).toEqual([409, expect.objectContaining({ message: SOURCING_MESSAGES.optedOut })]);

    const second = await removeForm(remove);
    expect(second.status).toBe(410);
    expect((await api.call('GET', `/api/auth/join?${create.toString()}`)).status).toBe(410);
    expect(await second.text()).toContain(SOURCING_MESSAGES.linkUsed);
  });
});

describe('sourcing through the Hosting URL (the path browsers take: Hosting -> Functions runtime -> app)', () => {
  const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
  const viaHosting = (token: string, form: { body: Buffer; contentType: string }) =>
    fetch(`${HOSTING_URL}/api/people`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      body: new Uint8Array(form.body),
    });

  it('when hr adds a person with a resume as a browser form, then 201 (the runtime parsed the body); a candidate gets 403', async () => {
    const email = uniqueEmail('hosted');
    const form = () =>
      multipart('hosted.pdf', makeResumePdf([[`Hosted ${run}`]]), 'application/pdf', {
        name: 'Hana Hosted',
        email,
        source: 'agency',
        links: 'https://example.com/hana\nhttps://github.com/hana',
      });
    const refused = await viaHosting(candidate.token, form());
    expect([refused.status, refused.headers.get('content-type')]).toEqual([403, expect.stringContaining('json')]);
    const added = await viaHosting(hr.token, form());
    expect(added.status).toBe(201);
    const { _id: uid } = (await added.json()) as SourcedPersonDto;
    expect((await db().collection('users').doc(uid).get()).get('links')).toEqual([
      'https://example.com/hana',
      'https://github.com/hana',
    ]);
    expect((await db().collection('documents').where('ownerId', '==', uid).get()).size).toBe(1);
  });
});
