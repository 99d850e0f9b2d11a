import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERASED_PERSON } from '@hr-portal/contract';
import { createApp } from '../src/http/app.js';
import { APPLICATION_SUBCOLLECTIONS, COLLECTIONS } from '../src/lib/collections.js';
import { auth, db } from '../src/lib/firebase.js';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.js';
import { HOLDS_NO_PERSONAL_DATA, PERSONAL_DATA } from '../src/flows/privacy/registry.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser, TEST_PASSWORD, type TestUser } from './support/users.js';
import { erasePerson } from '../src/flows/privacy/erasure.js';
import { unzip } from './support/zip.js';
import { besidesErasureNotices, scanFor } from './support/scan.js';

// One person, seeded through the API across every feature, erased through the register; then the whole
// database, the file store and Auth are scanned for their uid, addresses and name.

// Unique per run, so a scan of a database earlier runs wrote to finds only this run's person.
const tag = Math.random().toString(36).slice(2, 7);
const NAME = `Zephyrine${tag} Quillfeather${tag}`;
const KIT = { attributes: [{ name: 'Communication' }], questions: ['Why us?'] };

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let person: TestUser;
const seen = { oldEmail: '', newEmail: '', subcollections: new Set<string>(), bookingId: '', scorer: '', poolId: '' };

const registered = new Set(PERSONAL_DATA.flatMap((place) => place.where));
/** Collections only tests write (the app never does). */
const TEST_ONLY = ['mailDeliveryTest'];

const covered = (path: string) => registered.has(path) || path in HOLDS_NO_PERSONAL_DATA || TEST_ONLY.includes(path);

beforeAll(async () => {
  // Real limits, so the person's counting windows exist and must go too.
  api = await startServer(createApp({ rateLimits: DEFAULT_RATE_LIMITS }));
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
  person = await createTestUser('employee', NAME);
  seen.oldEmail = person.email;
});
afterAll(() => api.close());

/** Interview hours at any time of any day, in `timeZone`. */
const roundTheClock = (timeZone: string) => ({
  timeZone,
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, ranges: [{ start: '00:00', end: '24:00' }] })),
  bufferMinutes: 0,
  maxPerDay: 12,
  minNoticeHours: 0,
});

async function seedEverywhere() {
  const job = async (title: string) =>
    (await api.call('POST', '/api/job', { token: hr.token, body: { title, kit: KIT } })).body._id as string;
  const [first, second] = [await job('Erasure Role One'), await job('Erasure Role Two')];

  // Documents: their own uploads (the PDF text names them) and a contract HR files for them.
  const pdf = makePdf(`${NAME} ${person.email}`);
  const own = await api.upload('/api/document/upload', person.token, multipart('Zephyrine-cv.pdf', pdf));
  expect(own.status).toBe(201);
  const contract = multipart('contract.pdf', makePdf('Contract'), 'application/pdf', { ownerId: person.uid });
  expect((await api.upload('/api/document/upload', hr.token, contract)).status).toBe(201);

  // Applications at two stages, one with a ?src= source, notes about them, a panel that scores them.
  const apply = (jobId: string, extra: { source?: string; talentPool?: boolean } = {}) =>
    api.call('POST', `/api/application/${jobId}`, {
      token: person.token,
      body: { resumeUrl: own.body.filePath, ...extra },
    });
  const applied = await apply(first, { source: 'linkedin' });
  expect(applied.status).toBe(201);
  expect((await apply(second, { talentPool: true })).status).toBe(201);

  // A talent pool they are in (its note names them), and an invitation to apply for a third job.
  const pool = await api.call('POST', '/api/talent-pools', { token: hr.token, body: { name: `Erasure pool ${tag}` } });
  expect(pool.status).toBe(201);
  seen.poolId = pool.body._id;
  const member = { uid: person.uid, note: `${NAME} for later` };
  expect(
    (await api.call('POST', `/api/talent-pools/${seen.poolId}/members`, { token: hr.token, body: member })).status,
  ).toBe(201);
  const invited = await api.call('POST', `/api/people/${person.uid}/invitations`, {
    token: hr.token,
    body: { jobId: await job('Erasure Role Three') },
  });
  expect(invited.status).toBe(201);
  const mine = applied.body._id as string;
  expect(
    (await api.call('PATCH', `/api/application/${mine}/stage`, { token: hr.token, body: { stage: 'interview' } }))
      .status,
  ).toBe(200);
  await api.call('POST', `/api/application/${mine}/notes`, { token: hr.token, body: { text: `${NAME} was sharp` } });
  const tagged = await api.call('PUT', `/api/people/${person.uid}/tags`, {
    token: hr.token,
    body: { tags: ['Erasable'] },
  });
  expect(tagged.status).toBe(200);
  const scorer = await createTestUser('employee', 'Scoring Colleague');
  await api.call('POST', `/api/application/${mine}/interviewers`, { token: hr.token, body: { uid: scorer.uid } });
  const card = { ratings: { communication: 4 }, recommendation: 'yes', notes: 'Good' };
  expect(
    (await api.call('PUT', `/api/application/${mine}/scorecard`, { token: scorer.token, body: card })).status,
  ).toBe(200);

  // A panel they sit on, and the scorecard they write there, on someone else's application.
  const other = await newApplicant(api, first, 'Other Candidate');
  await api.call('POST', `/api/application/${other.id}/interviewers`, { token: hr.token, body: { uid: person.uid } });
  expect(
    (await api.call('PUT', `/api/application/${other.id}/scorecard`, { token: person.token, body: card })).status,
  ).toBe(200);

  // Interview hours; an interview they booked as a candidate, and one they attend on someone else's application.
  const hours = roundTheClock('Europe/Berlin');
  for (const who of [person, scorer]) {
    expect((await api.call('PUT', '/api/me/availability', { token: who.token, body: hours })).status).toBe(200);
  }
  const bookInterview = async (applicationId: string, token: string, timeZone?: string) => {
    const offer = await api.call('POST', `/api/application/${applicationId}/schedule`, {
      token: hr.token,
      body: { lengthMinutes: 30, required: 'all', days: 3 },
    });
    expect(offer.status).toBe(201);
    const [slot] = (await api.call('GET', `/api/booking/${offer.body.bookingId}/slots`, { token })).body;
    const booked = await api.call('POST', `/api/booking/${offer.body.bookingId}`, {
      token,
      body: { start: slot.start, ...(timeZone ? { timeZone } : {}) },
    });
    expect(booked.status).toBe(201);
    return offer.body.bookingId as string;
  };
  seen.bookingId = await bookInterview(mine, person.token, 'Pacific/Auckland');
  seen.scorer = scorer.uid;
  await bookInterview(other.id, other.user.token);

  // An offer made to them, sent (its letter names them), and their signature-free answer pending.
  const toOffer = await api.call('PATCH', `/api/application/${mine}/stage`, {
    token: hr.token,
    body: { stage: 'offer' },
  });
  expect(toOffer.status).toBe(200);
  const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const offer = await api.call('POST', `/api/application/${mine}/offer`, {
    token: hr.token,
    body: { salary: 50000, currency: 'EUR', period: 'YEAR', startDate: later(40), expiresOn: later(10) },
  });
  expect(offer.status).toBe(201);
  expect((await api.call('POST', `/api/offer/${offer.body._id}/submit`, { token: hr.token })).status).toBe(200);
  expect((await api.call('POST', `/api/offer/${offer.body._id}/approve`, { token: admin.token })).status).toBe(200);

  // Audit entries by and about them: their own name change; a data download (with its notice mail).
  await api.call('PATCH', `/api/user/${person.uid}`, { token: person.token, body: { name: NAME } });
  for (const path of [`users/${person.uid}`, `applications/${mine}`, `applications/${other.id}`]) {
    for (const sub of await db().doc(path).listCollections())
      seen.subcollections.add(`${path.split('/')[0]}/*/${sub.id}`);
  }
  return { mine, other: other.id };
}

describe('erasure leaves no trace of a person', () => {
  it('when an employee asks to be erased and an admin answers it, then no document, file or account names them', async () => {
    const { mine, other } = await seedEverywhere();
    const exported = await api.call('GET', '/api/me/export', { token: person.token });
    expect(exported.status).toBe(200);
    const data = JSON.parse((await unzip(exported.body)).get('data.json')!.toString());
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['applications', 'offers']));
    expect(data.offers).toMatchObject([{ jobTitle: 'Erasure Role One', status: 'sent', salary: 50000 }]);
    // What staff keep about them: their tags.
    expect(data.people).toEqual({ tags: ['Erasable'] });
    // The pool they are in with its note, and the invitation.
    expect(data.talentPoolMembers).toEqual([
      expect.objectContaining({ pool: `Erasure pool ${tag}`, note: `${NAME} for later` }),
    ]);
    expect(data.invitations).toEqual([expect.objectContaining({ job: 'Erasure Role Three' })]);
    // Their booking's zone (their e-mails' times), and as staff the interview they attend on another application.
    expect(data.bookings).toEqual(expect.arrayContaining([expect.objectContaining({ timeZone: 'Pacific/Auckland' })]));
    expect(data.interviewsHandled).toEqual([
      expect.objectContaining({ jobTitle: 'Erasure Role One', onPanel: true, attends: true, sentTheLink: false }),
    ]);

    const filed = await api.call('DELETE', '/api/me', { token: person.token });
    expect(filed.status).toBe(202);
    // An admin changes their address first: the old one must go too (audit before/after, the notice to it).
    seen.newEmail = `renamed-${person.uid.slice(0, 8).toLowerCase()}@test.example`;
    const renamed = await api.call('PATCH', `/api/user/${person.uid}`, {
      token: admin.token,
      body: { email: seen.newEmail },
    });
    expect(renamed.status).toBe(200);

    const register = await api.call('GET', '/api/privacy/requests?status=open', { token: admin.token });
    const request = register.body.find((row: { person: { uid: string } }) => row.person.uid === person.uid);
    expect(request).toMatchObject({ type: 'erasure', status: 'open', person: { name: NAME } });
    expect((await api.call('POST', `/api/privacy/requests/${request._id}/erase`, { token: admin.token })).status).toBe(
      200,
    );

    const scan = await scanFor([person.uid, seen.oldEmail, seen.newEmail, ...NAME.split(' ')]);
    expect(await besidesErasureNotices(scan.documentHits, [person.uid])).toEqual([]);
    expect(scan.fileHits).toEqual([]);
    // The pool stays (it names no one), counting one fewer.
    expect((await db().collection('talentPools').doc(seen.poolId).get()).get('memberCount')).toBe(0);

    // The interview they had booked is taken out of the panel's calendars, naming nobody.
    const cancels = await db()
      .collection('mail')
      .where('recipientUid', '==', seen.scorer)
      .where('event', '==', 'interview_cancelled')
      .get();
    const invites = cancels.docs.map((doc) => String(doc.get('message.attachments')[0].content));
    expect(invites).toHaveLength(1);
    expect(invites[0]).toContain('METHOD:CANCEL');
    expect(invites[0]).toContain(`UID:booking-${seen.bookingId}@hr-portal`);

    await expect(auth().getUser(person.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    for (const email of [seen.oldEmail, seen.newEmail])
      await expect(auth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    // What stays is the employer's, pseudonymous: their scorecard on the other application, the register row.
    const grid = await api.call('GET', `/api/application/${other}/scorecards`, { token: hr.token });
    expect(grid.body.scorecards.map((card: { interviewer: { name: string } }) => card.interviewer.name)).toContain(
      ERASED_PERSON,
    );
    expect((await db().collection('applications').doc(mine).get()).exists).toBe(false);
    const answered = await api.call('GET', '/api/privacy/requests?status=done', { token: admin.token });
    expect(answered.body.find((row: { _id: string }) => row._id === request._id)).toMatchObject({
      status: 'done',
      person: { name: ERASED_PERSON },
      handledBy: { uid: admin.uid, email: admin.email },
    });
    console.info(`erasure scan: ${scan.documents} documents and ${scan.files} files scanned, 0 hits`);
  });

  it('when an hr who sent a booking link and an admin who approved an offer are erased, then nothing names them', async () => {
    const SENDER = `Hedda${tag} Linksender${tag}`;
    const APPROVER = `Osric${tag} Approver${tag}`;
    const [sender, approver, panelist] = [
      await createTestUser('hr', SENDER),
      await createTestUser('admin', APPROVER),
      await createTestUser('employee', 'Panel Person'),
    ];
    const hours = roundTheClock('UTC');
    expect((await api.call('PUT', '/api/me/availability', { token: panelist.token, body: hours })).status).toBe(200);
    const jobId = (await api.call('POST', '/api/job', { token: sender.token, body: { title: 'Staff Erasure Role' } }))
      .body._id as string;
    const candidate = await newApplicant(api, jobId, 'Kept Candidate');
    const as = (user: TestUser) => (method: string, path: string, body?: unknown) =>
      api.call(method, path, { token: user.token, body });
    const bySender = as(sender);
    expect(
      (await bySender('POST', `/api/application/${candidate.id}/interviewers`, { uid: panelist.uid })).status,
    ).toBe(201);
    const link = await bySender('POST', `/api/application/${candidate.id}/schedule`, {
      lengthMinutes: 30,
      required: 'all',
      days: 3,
    });
    expect(link.status).toBe(201);
    const [slot] = (await as(candidate.user)('GET', `/api/booking/${link.body.bookingId}/slots`)).body;
    expect(
      (await as(candidate.user)('POST', `/api/booking/${link.body.bookingId}`, { start: slot.start })).status,
    ).toBe(201);
    expect((await bySender('PATCH', `/api/application/${candidate.id}/stage`, { stage: 'offer' })).status).toBe(200);
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const terms = { salary: 60000, currency: 'EUR', period: 'YEAR', startDate: later(40), expiresOn: later(10) };
    const offerId = (await bySender('POST', `/api/application/${candidate.id}/offer`, terms)).body._id as string;
    expect((await bySender('POST', `/api/offer/${offerId}/submit`)).status).toBe(200);
    const sentBack = await as(approver)('POST', `/api/offer/${offerId}/send-back`, {
      comment: `${SENDER}, please check the start date with ${sender.email}`,
    });
    expect(sentBack.status).toBe(200);
    expect((await bySender('POST', `/api/offer/${offerId}/submit`)).status).toBe(200);
    expect((await as(approver)('POST', `/api/offer/${offerId}/approve`)).status).toBe(200);

    const exportOf = async (user: TestUser) => {
      const exported = await api.call('GET', '/api/me/export', { token: user.token });
      expect(exported.status).toBe(200);
      return JSON.parse((await unzip(exported.body)).get('data.json')!.toString());
    };
    const senders = await exportOf(sender);
    expect(senders.interviewsHandled).toEqual([
      expect.objectContaining({ jobTitle: 'Staff Erasure Role', sentTheLink: true, onPanel: false }),
    ]);
    expect(senders.offersHandled).toEqual([
      expect.objectContaining({ jobTitle: 'Staff Erasure Role', drafted: true, approved: false }),
    ]);
    expect((await exportOf(approver)).offersHandled).toEqual([
      expect.objectContaining({ jobTitle: 'Staff Erasure Role', drafted: false, approved: true }),
    ]);
    expect((await exportOf(panelist)).interviewsHandled).toEqual([
      expect.objectContaining({ jobTitle: 'Staff Erasure Role', onPanel: true, attends: true }),
    ]);

    for (const who of [sender, approver]) {
      expect((await api.call('DELETE', `/api/user/${who.uid}`, { token: admin.token })).status).toBe(200);
    }
    const scan = await scanFor([
      sender.uid,
      sender.email,
      approver.uid,
      approver.email,
      ...SENDER.split(' '),
      ...APPROVER.split(' '),
    ]);
    expect(await besidesErasureNotices(scan.documentHits, [sender.uid, approver.uid])).toEqual([]);
    expect(scan.fileHits).toEqual([]);
    // What they did stays, under pseudonyms: the booking, and the offer the candidate can still answer.
    expect((await db().collection('bookings').doc(link.body.bookingId).get()).get('createdBy')).toMatch(/^erased-/);
    expect((await db().collection('offers').doc(offerId).get()).get('status')).toBe('sent');
  });

  it("when a candidate whose name reads like common words is erased, then no one else's offer text changes", async () => {
    const jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Words Role' } })).body._id;
    const candidate = await newApplicant(api, jobId, 'Other Person');
    expect(
      (await api.call('PATCH', `/api/application/${candidate.id}/stage`, { token: hr.token, body: { stage: 'offer' } }))
        .status,
    ).toBe(200);
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const terms = { salary: 60000, currency: 'EUR', period: 'YEAR', startDate: later(40), expiresOn: later(10) };
    const offerId = (await api.call('POST', `/api/application/${candidate.id}/offer`, { token: hr.token, body: terms }))
      .body._id as string;
    expect((await api.call('POST', `/api/offer/${offerId}/submit`, { token: hr.token })).status).toBe(200);
    const comment = 'Please check the start date';
    expect(
      (await api.call('POST', `/api/offer/${offerId}/send-back`, { token: admin.token, body: { comment } })).status,
    ).toBe(200);
    const wordy = await createTestUser('candidate', 'Please Check');
    expect((await api.call('DELETE', `/api/user/${wordy.uid}`, { token: admin.token })).status).toBe(200);
    expect((await db().collection('offers').doc(offerId).get()).get('sentBackComment')).toBe(comment);
    const entry = await db()
      .collection('auditLog')
      .where('action', '==', 'offer.sent_back')
      .where('target.id', '==', offerId)
      .get();
    expect(entry.docs.map((doc) => doc.get('after.comment'))).toEqual([comment]);
  });

  it('when a collection or subcollection exists, then the registry covers it or says it holds no personal data', async () => {
    const top = (await db().listCollections()).map((collection) => collection.id);
    const known = [...Object.values(COLLECTIONS), ...top, ...seen.subcollections];
    const subcollections = Object.values(APPLICATION_SUBCOLLECTIONS).map((name) => `applications/*/${name}`);
    expect([...known, ...subcollections].filter((path) => !covered(path))).toEqual([]);
  });

  it('when a collection is missing from the registry, then the check notices', () => {
    expect(covered('newThing')).toBe(false);
    expect(covered('applications/*/attachments')).toBe(false);
  });
});

describe('erasure ends every way in before it deletes', () => {
  it('when an erasure stops half-way, then neither the password nor an open session gets in, and nothing re-creates the person; the retry finishes', async () => {
    const person = await createTestUser('candidate', 'Hal Halfway');
    const login = () => api.call('POST', '/api/auth/login', { body: { email: person.email, password: TEST_PASSWORD } });
    expect((await login()).status).toBe(200);
    const admin = await createTestUser('admin');
    const caller = { uid: admin.uid, email: admin.email, role: 'admin' as const, authTime: 0 };
    // auth_time is in whole seconds: the erasure starts in a later second than the person's session.
    await new Promise((done) => setTimeout(done, 1100));

    // The first place of the registry fails: the run stops before it deleted anything.
    const first = PERSONAL_DATA[0]!;
    const failing = vi.spyOn(first, 'erase').mockRejectedValueOnce(new Error('injected: the first place failed'));
    await expect(erasePerson(caller, person.uid)).rejects.toThrow('injected');
    failing.mockRestore();

    expect((await login()).status).toBe(401);
    expect((await api.call('GET', `/api/user/${person.uid}`, { token: person.token })).status).toBe(401);
    expect((await db().collection('users').doc(person.uid).get()).exists).toBe(true);

    expect(await erasePerson(caller, person.uid)).not.toBeNull();
    expect((await login()).status).toBe(401);
    expect((await db().collection('users').doc(person.uid).get()).exists).toBe(false);
    await expect(auth().getUser(person.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
