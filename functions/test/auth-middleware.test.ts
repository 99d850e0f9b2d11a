import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hr-portal/contract';
import { callerOf, requireRole } from '../src/http/auth-middleware.js';
import { errorHandler } from '../src/lib/errors.js';
import { auth, db } from '../src/lib/firebase.js';
import { endAllSessions } from '../src/data/users/sign-ins.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser, sessionToken } from './support/users.js';

/** A tiny app with one admin-only and one any-role route, guarded by the real middleware. */
function guardedApp() {
  const app = express();
  app.get('/admin-only', requireRole('admin'), (req, res) => {
    res.json(callerOf(req));
  });
  app.get('/staff', requireRole('admin', 'hr'), (req, res) => {
    res.json(callerOf(req));
  });
  // A write that records itself, so a test can see whether it ran.
  app.post('/writes', requireRole('admin'), async (req, res) => {
    await db().collection('middlewareWrites').doc(callerOf(req).uid).set({ wrote: true });
    res.json({ wrote: true });
  });
  app.use(errorHandler);
  return app;
}

let api: TestServer;
let admin: TestUser;
let candidate: TestUser;
beforeAll(async () => {
  api = await startServer(guardedApp());
  [admin, candidate] = await Promise.all([createTestUser('admin'), createTestUser('candidate')]);
});
afterAll(() => api.close());

/** Base64url-encodes JSON for hand-built tokens. */
const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('requireRole', () => {
  it('when the token is valid and the role allowed, then the verified caller reaches the route', async () => {
    const response = await api.call('GET', '/admin-only', { token: admin.token });
    expect(response).toMatchObject({ status: 200, body: { uid: admin.uid, email: admin.email, role: 'admin' } });
  });

  it('when there is no Authorization header, then 401', async () => {
    const response = await api.call('GET', '/admin-only');
    expect(response).toMatchObject({ status: 401, body: { message: MESSAGES.missingToken, code: 'unauthenticated' } });
  });

  it('when the header is not a bearer, then 401', async () => {
    const response = await api.call('GET', '/admin-only', { headers: { authorization: `Basic ${admin.token}` } });
    expect(response.status).toBe(401);
  });

  it.each([
    ['garbage', () => 'not-a-jwt'],
    ['a truncated token', () => admin.token.slice(0, -20)],
    [
      'a token for another project',
      () => {
        const [header, payload, signature] = admin.token.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        return `${header}.${segment({ ...claims, aud: 'other-project', iss: 'https://securetoken.google.com/other-project' })}.${signature}`;
      },
    ],
    [
      'an expired token',
      () => {
        const [header, payload, signature] = admin.token.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        return `${header}.${segment({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 })}.${signature}`;
      },
    ],
  ])('when the token is %s, then 401', async (_name, makeToken) => {
    const response = await api.call('GET', '/admin-only', { token: makeToken() });
    expect(response).toMatchObject({ status: 401, body: { message: MESSAGES.invalidToken, code: 'unauthenticated' } });
  });

  // What this proves: an edited token naming a uid with no account is refused by the session check (no users
  // document). It does not test the signature: the Auth emulator signs nothing and its tokens are accepted
  // unsigned. Deployed, verifyIdToken checks the signature against Google's keys and refuses the edit first.
  it('when the payload is edited to a uid with no account, then the session check refuses it (401)', async () => {
    const [header, payload, signature] = admin.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${segment({ ...claims, sub: 'someone-else', user_id: 'someone-else' })}.${signature}`;
    const response = await api.call('GET', '/admin-only', { token: forged });
    expect(response.status).toBe(401);
  });

  it('when the role is not in the list, then 403', async () => {
    const response = await api.call('GET', '/staff', { token: candidate.token });
    expect(response).toMatchObject({ status: 403, body: { message: MESSAGES.forbiddenRole, code: 'forbidden' } });
  });

  it('when the user has no role claim, then 403', async () => {
    const user = await createTestUser('candidate');
    await auth().setCustomUserClaims(user.uid, null);
    const idToken = await sessionToken(user.email, 'correct-horse-battery');
    const response = await api.call('GET', '/staff', { token: idToken });
    expect(response.status).toBe(403);
  });
});

describe('ended sessions (users/{uid} decides, at the next request)', () => {
  const ENDED = { message: 'Your access has changed. Please sign in again.', code: 'token_revoked' };
  const signInSecondOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { auth_time: number }).auth_time;
  const wrote = async (uid: string) => (await db().collection('middlewareWrites').doc(uid).get()).exists;

  it('when the stored role no longer matches the token, then reads and writes get 401 and nothing is written', async () => {
    const user = await createTestUser('admin');
    await db().collection('users').doc(user.uid).update({ role: 'candidate' });
    expect(await api.call('GET', '/admin-only', { token: user.token })).toMatchObject({ status: 401, body: ENDED });
    expect(await api.call('POST', '/writes', { token: user.token })).toMatchObject({ status: 401, body: ENDED });
    expect(await wrote(user.uid)).toBe(false);
  });

  it('when the account was deleted, then its unexpired token gets 401', async () => {
    const user = await createTestUser('admin');
    await db().collection('users').doc(user.uid).delete();
    expect(await api.call('GET', '/admin-only', { token: user.token })).toMatchObject({ status: 401, body: ENDED });
  });

  it('when every session was ended after the token was issued, then 401 and nothing is written', async () => {
    const user = await createTestUser('admin');
    // auth_time is in whole seconds: the sessions end one second after this sign-in (the clock is passed in).
    await endAllSessions(user.uid, (signInSecondOf(user.token) + 1) * 1000);
    expect(await api.call('GET', '/admin-only', { token: user.token })).toMatchObject({ status: 401, body: ENDED });
    expect(await api.call('POST', '/writes', { token: user.token })).toMatchObject({ status: 401, body: ENDED });
    expect(await wrote(user.uid)).toBe(false);
  });

  it('when the sessions were ended before a sign-in, then that sign-in works', async () => {
    const user = await createTestUser('admin');
    await endAllSessions(user.uid, (signInSecondOf(user.token) - 1) * 1000);
    expect(await api.call('GET', '/admin-only', { token: user.token })).toMatchObject({ status: 200 });
    // The boundary: a sign-in in the very second the sessions ended counts as after it.
    await endAllSessions(user.uid, signInSecondOf(user.token) * 1000);
    expect(await api.call('GET', '/admin-only', { token: user.token })).toMatchObject({ status: 200 });
  });

  it('when a demoted token asks for a route its old role allowed, then 401, not the data', async () => {
    const user = await createTestUser('hr');
    await db().collection('users').doc(user.uid).update({ role: 'employee' });
    expect(await api.call('GET', '/staff', { token: user.token })).toMatchObject({ status: 401, body: ENDED });
  });
});
