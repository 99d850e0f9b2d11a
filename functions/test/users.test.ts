import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, USER_MESSAGES, VERIFY_MESSAGES } from '@hr-portal/contract';
import { auth, db } from '../src/lib/firebase.js';
import { fileStore } from '../src/lib/storage/index.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { verificationLinksFor } from './support/verification-links.js';
import { createTestUser, TEST_PASSWORD, uniqueEmail, type TestUser, sessionToken } from './support/users.js';

let api: TestServer;
let admin: TestUser;
let hr: TestUser;

beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin', 'Ada Admin'), createTestUser('hr', 'Hal Hr')]);
});
afterAll(() => api.close());

describe('GET /api/user', () => {
  it('when admin lists users, then full rows come back; hr gets the reduced list', async () => {
    const person = await createTestUser('employee', 'Zed Listed');
    const asAdmin = await api.call('GET', `/api/user?q=${encodeURIComponent(person.email)}`, { token: admin.token });
    expect(asAdmin).toMatchObject({ status: 200 });
    expect(asAdmin.body).toEqual([
      {
        _id: person.uid,
        name: 'Zed Listed',
        email: person.email,
        role: 'employee',
        emailVerified: false,
        lastLogin: null,
      },
    ]);
    const asHr = await api.call('GET', `/api/user?q=${encodeURIComponent(person.email)}`, { token: hr.token });
    expect(asHr.body).toEqual([{ _id: person.uid, name: 'Zed Listed', email: person.email, role: 'employee' }]);
  });

  it('when searching by the start of a name, then matching users are found case-insensitively', async () => {
    const marker = `Quill${Math.random().toString(36).slice(2, 8)}`;
    const person = await createTestUser('candidate', `${marker} Person`);
    const response = await api.call('GET', `/api/user?q=${marker.toUpperCase()}`, { token: admin.token });
    expect(response.body.map((row: { _id: string }) => row._id)).toEqual([person.uid]);
  });

  it('when filtered by role and paged, then pages follow the cursor header without overlap', async () => {
    await Promise.all([createTestUser('hr'), createTestUser('hr')]);
    const first = await api.call('GET', '/api/user?role=hr&limit=1', { token: admin.token });
    expect(first.body).toHaveLength(1);
    expect(first.body[0].role).toBe('hr');
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    const second = await api.call('GET', `/api/user?role=hr&limit=1&cursor=${cursor}`, { token: admin.token });
    expect(second.body[0].role).toBe('hr');
    expect(second.body[0].email > first.body[0].email).toBe(true);
  });

  it.each(['candidate', 'employee'] as const)('when a %s lists users, then 403', async (role) => {
    const user = await createTestUser(role);
    expect((await api.call('GET', '/api/user', { token: user.token })).status).toBe(403);
  });

  it.each(['role=owner', 'limit=500'])('when the query is %s, then 400', async (query) => {
    expect((await api.call('GET', `/api/user?${query}`, { token: admin.token })).status).toBe(400);
  });
});

describe('PATCH /api/user/:id', () => {
  it('when a user renames themself, then the profile and Auth display name change', async () => {
    const user = await createTestUser('candidate', 'Old Name');
    const response = await api.call('PATCH', `/api/user/${user.uid}`, {
      token: user.token,
      body: { name: 'New Name' },
    });
    expect(response).toMatchObject({ status: 200, body: { _id: user.uid, name: 'New Name', email: user.email } });
    expect((await auth().getUser(user.uid)).displayName).toBe('New Name');
  });

  it('when a candidate chooses German, then their profile and session answers carry it; English again replaces it', async () => {
    const user = await createTestUser('candidate');
    const chosen = await api.call('PATCH', `/api/user/${user.uid}`, { token: user.token, body: { language: 'de' } });
    expect(chosen).toMatchObject({ status: 200, body: { language: 'de', name: 'Test candidate' } });
    expect((await db().collection('users').doc(user.uid).get()).get('language')).toBe('de');
    const login = await api.call('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(login.body.user.language).toBe('de');
    const back = await api.call('PATCH', `/api/user/${user.uid}`, { token: user.token, body: { language: 'en' } });
    expect(back.body.language).toBe('en');
    const own = await db().collection('auditLog').where('target.id', '==', user.uid).get();
    expect(own.docs.filter((entry) => entry.get('after.language'))).toHaveLength(0);
  });

  it("when an admin sets someone's language, then it is audited; another candidate may not", async () => {
    const [user, other] = await Promise.all([createTestUser('candidate'), createTestUser('candidate')]);
    const refused = await api.call('PATCH', `/api/user/${user.uid}`, { token: other.token, body: { language: 'fr' } });
    expect(refused.status).toBe(403);
    const set = await api.call('PATCH', `/api/user/${user.uid}`, { token: admin.token, body: { language: 'fr' } });
    expect(set.body.language).toBe('fr');
    const audit = await db().collection('auditLog').where('target.id', '==', user.uid).get();
    expect(audit.docs.map((entry) => entry.data())).toContainEqual(
      expect.objectContaining({
        action: 'user.profile_changed',
        before: { language: null },
        after: { language: 'fr' },
      }),
    );
  });

  it('when the new email is taken, then 409 and nothing changes', async () => {
    const [user, other] = await Promise.all([createTestUser('candidate'), createTestUser('candidate')]);
    const response = await api.call('PATCH', `/api/user/${user.uid}`, {
      token: user.token,
      body: { email: other.email },
    });
    expect(response).toMatchObject({ status: 409, body: { message: 'An account with this email already exists' } });
    expect((await auth().getUser(user.uid)).email).toBe(user.email);
  });

  it.each([
    [{ role: 'admin' }, 'Unknown field: role'],
    [{ name: 'X', emailVerified: true }, 'Unknown field: emailVerified'],
    [{ lastLogin: '2020-01-01' }, 'Unknown field: lastLogin'],
    [{}, 'Send a name, an email, a location, links or a language to change'],
    [{ email: 'nope' }, 'Enter a valid email address'],
    [{ language: 'it' }, 'Language must be one of en, de, fr, es'],
    [{ language: 'DE' }, 'Language must be one of en, de, fr, es'],
  ])('when a user sends %j, then 400 "%s" and the role is untouched', async (body, message) => {
    const user = await createTestUser('candidate');
    const response = await api.call('PATCH', `/api/user/${user.uid}`, { token: user.token, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect((await auth().getUser(user.uid)).customClaims).toEqual({ role: 'candidate' });
  });

  it("when a candidate edits someone else's profile, then 403; an admin may", async () => {
    const [user, other] = await Promise.all([createTestUser('candidate'), createTestUser('candidate')]);
    expect(
      (await api.call('PATCH', `/api/user/${other.uid}`, { token: user.token, body: { name: 'Pwned' } })).status,
    ).toBe(403);
    expect(
      (await api.call('PATCH', `/api/user/${other.uid}`, { token: admin.token, body: { name: 'Fixed' } })).body.name,
    ).toBe('Fixed');
  });
});

describe('PATCH /api/user/:id/role', () => {
  it('when admin promotes a candidate, then claim and document change and the old token is refused at once', async () => {
    const user = await createTestUser('candidate');
    // The old token is refused because its role claim no longer matches users/{uid}, whatever second it is.
    const response = await api.call('PATCH', `/api/user/${user.uid}/role`, {
      token: admin.token,
      body: { role: 'employee' },
    });
    expect(response).toMatchObject({ status: 200, body: { role: 'employee' } });
    expect((await auth().getUser(user.uid)).customClaims).toEqual({ role: 'employee' });
    expect((await db().collection('users').doc(user.uid).get()).get('role')).toBe('employee');

    const oldToken = await api.call('GET', '/api/document/my', { token: user.token });
    expect(oldToken).toMatchObject({ status: 401, body: { code: 'token_revoked' } });
    const idToken = await sessionToken(user.email, TEST_PASSWORD);
    expect((await auth().verifyIdToken(idToken)).role).toBe('employee');
  });

  it('when a candidate tries to change their own role, then 403 and nothing changes', async () => {
    const user = await createTestUser('candidate');
    const response = await api.call('PATCH', `/api/user/${user.uid}/role`, {
      token: user.token,
      body: { role: 'admin' },
    });
    expect(response.status).toBe(403);
    expect((await auth().getUser(user.uid)).customClaims).toEqual({ role: 'candidate' });
  });

  it.each([[{ role: 'owner' }], [{}], [{ role: 'admin', uid: 'x' }]])('when the body is %j, then 400', async (body) => {
    const user = await createTestUser('candidate');
    expect((await api.call('PATCH', `/api/user/${user.uid}/role`, { token: admin.token, body })).status).toBe(400);
  });

  it('when the user does not exist, then 404', async () => {
    expect(
      (await api.call('PATCH', '/api/user/ghost-user/role', { token: admin.token, body: { role: 'hr' } })).status,
    ).toBe(404);
  });
});

describe('DELETE /api/user/:id', () => {
  it('when a person is deleted, then their applications go with notes, panel and scorecards, and so do their seats on other panels', async () => {
    const kit = { attributes: [{ name: 'Care' }] };
    const job = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Deletion Role', kit } })).body;
    const person = await newApplicant(api, job._id, 'Dora Deleted');
    const other = await newApplicant(api, job._id, 'Otto Other');
    const interviewer = await createTestUser('employee', 'Ivan Interviewer');
    await db().collection('users').doc(person.user.uid).update({ role: 'employee' });
    const call = (method: string, path: string, body?: unknown, token = hr.token) =>
      api.call(method, path, { token, body });
    expect((await call('POST', `/api/application/${person.id}/notes`, { text: 'Strong' })).status).toBe(201);
    expect((await call('POST', `/api/application/${person.id}/interviewers`, { uid: interviewer.uid })).status).toBe(
      201,
    );
    const scored = await call(
      'PUT',
      `/api/application/${person.id}/scorecard`,
      { ratings: { care: 3 }, recommendation: 'yes' },
      interviewer.token,
    );
    expect(scored.status).toBe(200);
    expect((await call('POST', `/api/application/${other.id}/interviewers`, { uid: person.user.uid })).status).toBe(
      201,
    );

    expect((await call('DELETE', `/api/user/${person.user.uid}`, undefined, admin.token)).status).toBe(200);
    const own = db().collection('applications').doc(person.id);
    const below = await Promise.all(['notes', 'interviewers', 'scorecards'].map((name) => own.collection(name).get()));
    expect(below.map((snapshot) => snapshot.size)).toEqual([0, 0, 0]);
    expect((await own.get()).exists).toBe(false);
    const seat = await db()
      .collection('applications')
      .doc(other.id)
      .collection('interviewers')
      .doc(person.user.uid)
      .get();
    expect(seat.exists).toBe(false);
  });

  it('when admin deletes a user, then their account, documents, files and applications are all gone; a second delete is harmless', async () => {
    const user = await createTestUser('candidate');
    const uploaded = await api.upload('/api/document/upload', user.token, multipart('cv.pdf', makePdf('cascade')));
    const job = await api.call('POST', '/api/job', { token: admin.token, body: { title: 'Cascade Job' } });
    const applied = await api.call('POST', `/api/application/${job.body._id}`, {
      token: user.token,
      body: { resumeUrl: uploaded.body.filePath },
    });
    expect(applied.status).toBe(201);
    const documentPath = (await db().collection('documents').doc(uploaded.body._id).get()).get('filePath');
    const resumeCopy = (await db().collection('applications').doc(applied.body._id).get()).get('resumePath');
    expect(await fileStore().get(resumeCopy)).not.toBeNull();

    const response = await api.call('DELETE', `/api/user/${user.uid}`, { token: admin.token });
    expect(response).toMatchObject({ status: 200, body: { message: 'User deleted' } });
    await expect(auth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db().collection('users').doc(user.uid).get()).exists).toBe(false);
    expect((await db().collection('documents').where('ownerId', '==', user.uid).get()).size).toBe(0);
    expect((await db().collection('applications').where('candidate', '==', user.uid).get()).size).toBe(0);
    expect(await fileStore().get(documentPath)).toBeNull();
    expect(await fileStore().get(resumeCopy)).toBeNull();

    expect(await api.call('DELETE', `/api/user/${user.uid}`, { token: admin.token })).toMatchObject({ status: 404 });
  });

  it('when an admin deletes themself, then 409', async () => {
    const response = await api.call('DELETE', `/api/user/${admin.uid}`, { token: admin.token });
    expect(response).toMatchObject({ status: 409, body: { message: USER_MESSAGES.cannotDeleteSelf } });
  });

  it.each(['hr', 'employee', 'candidate'] as const)('when %s deletes a user, then 403', async (role) => {
    const [actor, target] = await Promise.all([createTestUser(role), createTestUser('candidate')]);
    expect((await api.call('DELETE', `/api/user/${target.uid}`, { token: actor.token })).status).toBe(403);
    expect((await auth().getUser(target.uid)).uid).toBe(target.uid);
  });
});

describe('email verification', () => {
  it('when someone signs up, then the portal e-mails its verification link', async () => {
    const email = uniqueEmail('verify');
    await api.call('POST', '/api/auth/register', {
      body: { name: 'V', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    expect(await verificationLinksFor(email)).toHaveLength(1);
  });

  it('when a user asks again, then another one is sent; once verified, none is', async () => {
    const user = await createTestUser('employee');
    const response = await api.call('POST', '/api/user/me/verification-email', { token: user.token });
    expect(response).toMatchObject({ status: 200, body: { message: USER_MESSAGES.verificationSent } });
    expect(await verificationLinksFor(user.email)).toHaveLength(1);
    await db().collection('users').doc(user.uid).update({ emailVerified: true });
    const again = await api.call('POST', '/api/user/me/verification-email', { token: user.token });
    expect(again).toMatchObject({ status: 200, body: { message: VERIFY_MESSAGES.alreadyVerified } });
    expect(await verificationLinksFor(user.email)).toHaveLength(1);
  });

  it('when only Firebase marked the address verified (its hosted page), then the profile still says No', async () => {
    const user = await createTestUser('candidate');
    await auth().updateUser(user.uid, { emailVerified: true });
    const response = await api.call('GET', `/api/user/${user.uid}`, { token: user.token });
    expect(response.body.emailVerified).toBe(false);
    expect((await db().collection('users').doc(user.uid).get()).get('emailVerified')).toBe(false);
  });
});
