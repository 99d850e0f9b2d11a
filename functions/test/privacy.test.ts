import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_PERSON, PRIVACY_MESSAGES } from '@hr-portal/contract';
import { createApp } from '../src/http/app.js';
import { auth, db } from '../src/lib/firebase.js';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.js';
import { signInWithPassword } from '../src/lib/identity-toolkit.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, signedInMinutesAgo, TEST_PASSWORD, type TestUser } from './support/users.js';
import { unzip } from './support/zip.js';

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let jobId: string;

beforeAll(async () => {
  // Real limits: the export is limited per person and day.
  api = await startServer(createApp({ rateLimits: DEFAULT_RATE_LIMITS }));
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
  jobId = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Privacy Role' } })).body._id;
});
afterAll(() => api.close());

const register = async (status?: string) =>
  (await api.call('GET', `/api/privacy/requests${status ? `?status=${status}` : ''}`, { token: admin.token })).body;
const rowOf = async (uid: string) =>
  (await register()).find((row: { person: { uid: string } }) => row.person.uid === uid);
const canSignIn = (email: string) =>
  signInWithPassword(email, TEST_PASSWORD).then(
    () => true,
    () => false,
  );

async function uploadAndApply(user: TestUser, files: number) {
  const uploads: { fileName: string; bytes: Buffer }[] = [];
  let filePath = '';
  for (let i = 0; i < files; i += 1) {
    const bytes = makePdf(`Resume ${i} of ${user.email}`, 200_000 + i);
    const response = await api.upload('/api/document/upload', user.token, multipart(`resume-${i}.pdf`, bytes));
    expect(response.status).toBe(201);
    uploads.push({ fileName: `resume-${i}.pdf`, bytes });
    filePath = response.body.filePath;
  }
  const applied = await api.call('POST', `/api/application/${jobId}`, {
    token: user.token,
    body: { resumeUrl: filePath, source: 'newsletter' },
  });
  expect(applied.status).toBe(201);
  return { uploads, applicationId: applied.body._id as string };
}

describe('GET /api/me/export', () => {
  it('when a candidate with 10 PDFs downloads their data, then a ZIP holds data.json and every PDF byte for byte', async () => {
    const user = await createTestUser('candidate', 'Dana Download');
    const { uploads, applicationId } = await uploadAndApply(user, 10);
    const started = performance.now();
    const response = await api.call('GET', '/api/me/export', { token: user.token });
    const took = performance.now() - started;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="hr-portal-data-/);
    const entries = await unzip(response.body);
    const data = JSON.parse(entries.get('data.json')!.toString());
    expect(data.profile).toMatchObject({ name: 'Dana Download', email: user.email, role: 'candidate' });
    expect(data.account).toMatchObject({ email: user.email });
    expect(data.applications).toEqual([
      expect.objectContaining({
        _id: applicationId,
        status: 'applied',
        source: 'newsletter',
        statusHistory: [expect.objectContaining({ to: 'applied' })],
      }),
    ]);
    expect(data.mail.map((mail: { subject: string }) => mail.subject).join()).toContain('Privacy Role');
    expect(data.documents).toHaveLength(10);
    for (const { fileName, bytes } of uploads) {
      const listed = data.documents.find((doc: { fileName: string }) => doc.fileName === fileName);
      expect(entries.get(listed.file)).toEqual(bytes);
    }
    const resume = [...entries.keys()].find((name) => name.startsWith('files/applications/'));
    expect(entries.get(resume!)).toEqual(uploads.at(-1)!.bytes);
    // Staff business never reaches the candidate: no stage, no notes, no reason.
    expect(JSON.stringify(data.applications)).not.toMatch(/"stage"|notes|reason/);
    console.info(
      `export: ${entries.size} entries, ${(response.body.length / 1024).toFixed(0)} KiB in ${took.toFixed(0)} ms`,
    );
  });

  it('when someone downloads their data, then it is audited, registered and they are told by e-mail', async () => {
    const user = await createTestUser('candidate', 'Nina Notice');
    expect((await api.call('GET', '/api/me/export', { token: user.token })).status).toBe(200);
    const notices = await db().collection('mail').where('recipientUid', '==', user.uid).get();
    expect(notices.docs.map((doc) => doc.get('event'))).toEqual(['data_exported']);
    expect(notices.docs[0]!.get('to')).toBe(user.email);
    const audit = await db().collection('auditLog').where('actor.uid', '==', user.uid).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['privacy.data_exported']);
    expect(await rowOf(user.uid)).toMatchObject({ type: 'export', status: 'done', handledBy: { uid: user.uid } });
  });

  it('when a person downloads a fourth time in a day, then 429', async () => {
    const user = await createTestUser('employee');
    for (let i = 0; i < 3; i += 1)
      expect((await api.call('GET', '/api/me/export', { token: user.token })).status).toBe(200);
    const fourth = await api.call('GET', '/api/me/export', { token: user.token });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBeTruthy();
  });
});

describe('DELETE /api/me', () => {
  it('when a candidate deletes their account after a recent sign-in, then 204 and nothing of theirs is left', async () => {
    const user = await createTestUser('candidate', 'Cora Closing');
    const { applicationId } = await uploadAndApply(user, 1);
    const response = await api.call('DELETE', '/api/me', { token: user.token });
    expect(response.status).toBe(204);
    expect(await canSignIn(user.email)).toBe(false);
    await expect(auth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db().collection('users').doc(user.uid).get()).exists).toBe(false);
    expect((await db().collection('applications').doc(applicationId).get()).exists).toBe(false);
    expect((await db().collection('mail').where('to', '==', user.email).get()).empty).toBe(true);
    expect((await db().collection('documents').where('ownerId', '==', user.uid).get()).empty).toBe(true);
    // The register keeps that it was answered, naming nobody; the audit entry names only the pseudonym.
    const erased = (await register('done')).find(
      (row: { type: string; person: { uid: string } }) =>
        row.type === 'erasure' && row.person.uid.startsWith('erased-'),
    );
    expect(erased).toMatchObject({ status: 'done', person: { name: ERASED_PERSON, email: ERASED_PERSON } });
    const entry = await db().collection('auditLog').where('target.id', '==', erased.person.uid).get();
    expect(entry.docs.map((doc) => doc.get('action'))).toEqual(['user.deleted']);
    // The ended session is refused, as any deleted account's.
    expect((await api.call('GET', '/api/me', { token: user.token })).status).toBe(401);
  });

  it('when the sign-in is older than five minutes, then 401 recent_sign_in_required and nothing is deleted', async () => {
    const user = await createTestUser('candidate');
    const response = await api.call('DELETE', '/api/me', { token: signedInMinutesAgo(user, 10) });
    expect(response).toMatchObject({ status: 401, body: { code: 'recent_sign_in_required' } });
    expect((await db().collection('users').doc(user.uid).get()).exists).toBe(true);
  });

  it('when an employee asks, then 202 files a request in the register; asking again is 409', async () => {
    const employee = await createTestUser('employee', 'Erin Request');
    const first = await api.call('DELETE', '/api/me', { token: employee.token });
    expect(first).toMatchObject({ status: 202, body: { message: PRIVACY_MESSAGES.erasureRequested } });
    expect((await api.call('DELETE', '/api/me', { token: employee.token })).status).toBe(409);
    expect(await canSignIn(employee.email)).toBe(true);
    const row = await rowOf(employee.uid);
    expect(row).toMatchObject({ type: 'erasure', status: 'open', person: { name: 'Erin Request' }, handledBy: null });
    expect(Date.parse(row.dueAt) - Date.parse(row.receivedAt)).toBe(30 * 24 * 60 * 60 * 1000);
  });
});

describe('the register (admins)', () => {
  it('when an admin answers a request without erasing, then it is done once; a second answer is 409', async () => {
    const employee = await createTestUser('employee');
    await api.call('DELETE', '/api/me', { token: employee.token });
    const { _id } = await rowOf(employee.uid);
    expect((await api.call('GET', `/api/privacy/requests/${_id}/export`, { token: admin.token })).status).toBe(200);
    expect((await api.call('POST', `/api/privacy/requests/${_id}/answer`, { token: admin.token })).status).toBe(200);
    expect(await rowOf(employee.uid)).toMatchObject({ status: 'done', handledBy: { uid: admin.uid } });
    const again = await api.call('POST', `/api/privacy/requests/${_id}/erase`, { token: admin.token });
    expect(again).toMatchObject({ status: 409, body: { message: PRIVACY_MESSAGES.requestHandled } });
    expect(await canSignIn(employee.email)).toBe(true);
  });

  it('when an admin filed the request, then another admin must handle it', async () => {
    const other = await createTestUser('admin');
    await api.call('DELETE', '/api/me', { token: other.token });
    const { _id } = await rowOf(other.uid);
    const own = await api.call('POST', `/api/privacy/requests/${_id}/erase`, { token: other.token });
    expect(own).toMatchObject({ status: 403, body: { message: PRIVACY_MESSAGES.ownRequest } });
  });

  it('when hr, employees or candidates ask for the register, then 403; an unknown request is 404', async () => {
    for (const role of ['hr', 'employee', 'candidate'] as const) {
      const user = await createTestUser(role);
      expect((await api.call('GET', '/api/privacy/requests', { token: user.token })).status).toBe(403);
      expect((await api.call('GET', '/api/privacy/requests.csv', { token: user.token })).status).toBe(403);
    }
    expect((await api.call('POST', '/api/privacy/requests/nope/erase', { token: admin.token })).status).toBe(404);
    expect((await api.call('GET', '/api/privacy/requests?status=maybe', { token: admin.token })).status).toBe(400);
  });

  it('when the register is downloaded as CSV, then each row is there and a formula-like name is text', async () => {
    const sly = await createTestUser('employee', '=HYPERLINK("http://evil.example")');
    await api.call('DELETE', '/api/me', { token: sly.token });
    const csv = await api.call('GET', '/api/privacy/requests.csv', { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = Buffer.from(csv.body).toString('utf8');
    expect(text.split('\n')[0]).toContain('"type","person","email","received","due","status","handledBy","handled"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain(sly.email);
  });
});

describe('talent-pool consent', () => {
  it('when a candidate applies with "keep me in mind", then the consent is kept for the retention months; withdrawing it ends it', async () => {
    const user = await createTestUser('candidate', 'Pia Pool');
    const resume = await api.upload('/api/document/upload', user.token, multipart('cv.pdf', makePdf('cv')));
    const before = Date.now();
    const applied = await api.call('POST', `/api/application/${jobId}`, {
      token: user.token,
      body: { resumeUrl: resume.body.filePath, talentPool: true },
    });
    expect(applied.status).toBe(201);
    const profile = async () => (await api.call('GET', `/api/user/${user.uid}`, { token: user.token })).body;
    const { talentPool } = (await profile()).consents;
    expect(Date.parse(talentPool.givenAt)).toBeGreaterThanOrEqual(before - 1000);
    const months = (Date.parse(talentPool.expiresAt) - Date.parse(talentPool.givenAt)) / (30.44 * 24 * 3600 * 1000);
    expect(Math.round(months)).toBe(24);

    const withdrawn = await api.call('DELETE', '/api/me/consents/talent-pool', { token: user.token });
    expect(withdrawn).toMatchObject({ status: 200, body: { message: 'You are no longer in our talent pool.' } });
    expect((await profile()).consents.talentPool).toBeNull();
    expect((await api.call('DELETE', '/api/me/consents/talent-pool', { token: user.token })).status).toBe(404);
  });

  it('when an application says nothing or false, then no consent is recorded; a non-boolean is 400', async () => {
    const user = await createTestUser('candidate');
    const resume = await api.upload('/api/document/upload', user.token, multipart('cv.pdf', makePdf('cv')));
    const odd = await api.call('POST', `/api/application/${jobId}`, {
      token: user.token,
      body: { resumeUrl: resume.body.filePath, talentPool: 'yes' },
    });
    expect(odd).toMatchObject({ status: 400, body: { message: 'talentPool must be true or false' } });
    await api.call('POST', `/api/application/${jobId}`, {
      token: user.token,
      body: { resumeUrl: resume.body.filePath, talentPool: false },
    });
    expect((await db().collection('users').doc(user.uid).get()).get('consents.talentPool')).toBeUndefined();
  });
});
