import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hr-portal/contract';
import { auth, db } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { config } from '../src/lib/config.js';
import { sessionTokensFromCustomToken } from '../src/lib/identity-toolkit.js';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from './support/users.js';

let api: TestServer;
beforeAll(async () => {
  api = await startServer();
});
afterAll(() => api.close());

const isoNow = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe('POST /api/auth/register', () => {
  it('when a candidate signs up, then the Auth user, role claim and users document exist and a session is returned', async () => {
    const email = uniqueEmail('signup');
    const response = await api.call('POST', '/api/auth/register', {
      body: { name: '  Nia Okafor ', email: email.toUpperCase(), password: TEST_PASSWORD, role: 'candidate' },
    });

    expect(response.status).toBe(201);
    const uid = response.body.user._id;
    expect(response.body).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { _id: uid, name: 'Nia Okafor', email, role: 'candidate', emailVerified: false, lastLogin: isoNow },
    });
    const record = await auth().getUser(uid);
    expect(record.customClaims).toEqual({ role: 'candidate' });
    expect(record.email).toBe(email);
    const doc = (await db().collection('users').doc(uid).get()).data();
    expect(doc).toMatchObject({ name: 'Nia Okafor', email, role: 'candidate', emailVerified: false });
    const decoded = await auth().verifyIdToken(response.body.token, true);
    expect(decoded.role).toBe('candidate');
  });

  it('when a candidate signs up on the German form, then the account keeps German; an unknown language is 400', async () => {
    const email = uniqueEmail('signup-de');
    const body = { name: 'Lena Vogel', email, password: TEST_PASSWORD, role: 'candidate' };
    const refused = await api.call('POST', '/api/auth/register', { body: { ...body, language: 'klingon' } });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Language must be one of en, de, fr, es' } });
    const response = await api.call('POST', '/api/auth/register', { body: { ...body, language: 'de' } });
    expect(response).toMatchObject({ status: 201, body: { user: { language: 'de' } } });
    expect((await db().collection('users').doc(response.body.user._id).get()).get('language')).toBe('de');
  });

  it.each(['admin', 'hr', 'employee'])(
    'when someone signs up as %s, then 403 and no account is created',
    async (role) => {
      const email = uniqueEmail('escalate');
      const response = await api.call('POST', '/api/auth/register', {
        body: { name: 'Mallory', email, password: TEST_PASSWORD, role },
      });

      expect(response).toMatchObject({
        status: 403,
        body: { message: MESSAGES.signUpRoleRefused, code: 'role_not_allowed' },
      });
      await expect(auth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    },
  );

  it('when the email is already registered, then 409 with a clear message and the first account is untouched', async () => {
    const email = uniqueEmail('dupe');
    const first = await api.call('POST', '/api/auth/register', {
      body: { name: 'First', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    expect(first.status).toBe(201);

    const second = await api.call('POST', '/api/auth/register', {
      body: { name: 'Second', email, password: 'another-password', role: 'candidate' },
    });
    expect(second).toMatchObject({ status: 409, body: { message: MESSAGES.emailTaken, code: 'conflict' } });
    const doc = (await db().collection('users').doc(first.body.user._id).get()).data();
    expect(doc?.name).toBe('First');
  });

  it.each([
    [{ name: 'A', email: 'not-an-email', password: TEST_PASSWORD, role: 'candidate' }, 'Enter a valid email address'],
    [
      { name: 'A', email: uniqueEmail(), password: 'short', role: 'candidate' },
      'Password must be at least 8 characters',
    ],
    [{ name: '', email: uniqueEmail(), password: TEST_PASSWORD, role: 'candidate' }, 'Name is required'],
    [
      { name: 'x'.repeat(101), email: uniqueEmail(), password: TEST_PASSWORD, role: 'candidate' },
      'Name must be at most 100 characters',
    ],
    [{ email: uniqueEmail(), password: TEST_PASSWORD, role: 'candidate' }, 'Name is required'],
    [
      { name: 'A', email: uniqueEmail(), password: TEST_PASSWORD, role: 'wizard' },
      'Role must be one of admin, hr, employee, candidate',
    ],
    [
      { name: 'A', email: uniqueEmail(), password: TEST_PASSWORD, role: 'candidate', isAdmin: true },
      'Unknown field: isAdmin',
    ],
    [{ name: 42, email: uniqueEmail(), password: TEST_PASSWORD, role: 'candidate' }, 'Name is required'],
  ])('when the body is %j, then 400 "%s"', async (body, message) => {
    const response = await api.call('POST', '/api/auth/register', { body });
    expect(response).toMatchObject({ status: 400, body: { message, code: 'validation_failed' } });
  });

  const register = (name: string) =>
    api.call('POST', '/api/auth/register', {
      body: { name, email: uniqueEmail('named'), password: TEST_PASSWORD, role: 'candidate' },
    });

  it.each([
    'IT: re-verify SSO at https://sso-corp.example',
    'Visit www.example.com',
    'admin@corp.example',
    'Bob <b>Bold</b>',
    'R2-D2',
    '-- Dashes',
  ])('when the name is %j, then 400 says what a name may contain and no account is made', async (name) => {
    expect(await register(name)).toMatchObject({
      status: 400,
      body: { message: 'Name may contain only letters, spaces, apostrophes, hyphens and dots' },
    });
  });

  it.each([
    'Ada Admin',
    "Siobhán O'Brien-Ní Dhuibhir",
    'J. R. R. Tolkien',
    'Zoë Ångström',
    '李小龍',
    'Ngô Bảo Châu',
    'दीपिका पादुकोण',
  ])('when the name is %j, then it is accepted as written', async (name) => {
    const response = await register(name);
    expect(response).toMatchObject({ status: 201, body: { user: { name } } });
  });

  it('when the body is not JSON, then 400 and no stack trace', async () => {
    const response = await api.call('POST', '/api/auth/register', { rawBody: '{"name": ' });
    expect(response).toEqual(
      expect.objectContaining({
        status: 400,
        body: { message: 'Request body must be valid JSON', code: 'validation_failed' },
      }),
    );
  });
});

describe('POST /api/auth/login', () => {
  async function registeredCandidate() {
    const email = uniqueEmail('login');
    const response = await api.call('POST', '/api/auth/register', {
      body: { name: 'Lena Park', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    return { email, uid: response.body.user._id as string };
  }

  it('when the credentials are right, then token, refresh token and user are returned and lastLogin is recorded', async () => {
    const { email, uid } = await registeredCandidate();
    await db().collection('users').doc(uid).update({ lastLogin: null });
    const before = Date.now();

    const response = await api.call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { _id: uid, name: 'Lena Park', email, role: 'candidate', emailVerified: false, lastLogin: isoNow },
    });
    expect(Date.parse(response.body.user.lastLogin)).toBeGreaterThanOrEqual(before - 1000);
    const stored = (await db().collection('users').doc(uid).get()).data();
    expect(stored?.lastLogin.toDate().toISOString()).toBe(response.body.user.lastLogin);
  });

  it('when the password is wrong or the email unknown, then the same 401 that does not say which', async () => {
    const { email } = await registeredCandidate();
    const wrongPassword = await api.call('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } });
    const unknownEmail = await api.call('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    });

    const expected = { message: MESSAGES.invalidCredentials, code: 'invalid_credentials' };
    expect(wrongPassword).toMatchObject({ status: 401, body: expected });
    expect(unknownEmail).toMatchObject({ status: 401, body: expected });
  });

  it('when an erasure stopped after the users document went, then the sign-in is refused and does not bring the document back', async () => {
    const { email, uid } = await registeredCandidate();
    // Half-way: the users document is gone, the Auth account (with its role claim) not yet.
    await db().collection('users').doc(uid).delete();
    const response = await api.call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
    expect(response).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
    expect((await db().collection('users').doc(uid).get()).exists).toBe(false);
  });

  it('when fields are missing, then 400 naming the field', async () => {
    const response = await api.call('POST', '/api/auth/login', { body: { email: uniqueEmail() } });
    expect(response).toMatchObject({ status: 400, body: { message: 'Password is required' } });
  });
});

describe('the session the browser keeps', () => {
  /** Firebase's token endpoint, as the browser renews its ID token there (web/src/lib/session-renewal.ts). */
  const renew = (refreshToken: string) =>
    fetch(
      `http://${config.authEmulatorHost}/securetoken.googleapis.com/v1/token?key=${encodeURIComponent(config.webApiKey!)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      },
    );

  it('when the refresh token renews the ID token, then the new one passes the wall; after "sign out everywhere" no renewal does', async () => {
    const email = uniqueEmail('renew');
    const signedUp = await api.call('POST', '/api/auth/register', {
      body: { name: 'Rene Newal', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    const uid = signedUp.body.user._id as string;
    const renewed = await renew(signedUp.body.refreshToken);
    expect(renewed.status).toBe(200);
    const { id_token: token } = (await renewed.json()) as { id_token: string };
    expect((await api.call('GET', `/api/user/${uid}`, { token })).status).toBe(200);

    await new Promise((resume) => setTimeout(resume, 1000));
    expect((await api.call('POST', '/api/user/me/sign-out-everywhere', { token })).status).toBe(200);
    expect((await api.call('GET', `/api/user/${uid}`, { token })).status).toBe(401);
    // The Auth emulator still renews a revoked refresh token (Firebase answers 400 TOKEN_EXPIRED): what it renews
    // carries the old sign-in time, which the wall refuses.
    const afterRevoke = await renew(signedUp.body.refreshToken);
    const { id_token: stale } = (await afterRevoke.json()) as { id_token: string };
    expect((await api.call('GET', `/api/user/${uid}`, { token: stale })).status).toBe(401);
    // A disabled account is not renewed at all: the browser then ends its session (lib/session-end.ts).
    await auth().updateUser(uid, { disabled: true });
    expect((await renew(signedUp.body.refreshToken)).status).toBe(400);
  });

  it('when hr asks for a live session, then a custom token for them comes back; a candidate is refused, and so is no session', async () => {
    const hr = await createTestUser('hr');
    const candidate = await createTestUser('candidate');
    const live = await api.call('POST', '/api/auth/live-session', { token: hr.token });
    expect(live.status).toBe(200);
    const claims = JSON.parse(Buffer.from(String(live.body.customToken).split('.')[1]!, 'base64url').toString());
    // An account of its own, naming the person it reads for: Firebase's account endpoints change nothing of theirs.
    expect(claims.uid).toBe(`live_${hr.uid}`);
    // It is no session for the API (nor a recent sign-in): the wall refuses what it is exchanged for.
    const { idToken } = await sessionTokensFromCustomToken(live.body.customToken);
    expect((await api.call('GET', `/api/user/${hr.uid}`, { token: idToken })).status).toBe(401);
    expect(claims.claims).toMatchObject({ live: true, owner: hr.uid, role: 'hr', sessionAt: expect.any(Number) });
    expect((await api.call('POST', '/api/auth/live-session', { token: candidate.token })).status).toBe(403);
    expect((await api.call('POST', '/api/auth/live-session')).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('when called without a token, then it answers 200', async () => {
    const response = await api.call('POST', '/api/auth/logout');
    expect(response).toMatchObject({ status: 200, body: { message: 'Signed out' } });
  });
});

describe('unknown routes', () => {
  it('when a path does not exist, then 404 as JSON', async () => {
    const response = await api.call('GET', '/api/nope');
    expect(response).toMatchObject({ status: 404, body: { message: MESSAGES.notFound, code: 'not_found' } });
  });
});
