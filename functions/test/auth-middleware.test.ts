import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hr-portal/contract';
import { callerOf, requireRole } from '../src/lib/auth-middleware.js';
import { errorHandler } from '../src/lib/errors.js';
import { auth } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';

/** A tiny app with one admin-only and one any-role route, guarded by the real middleware. */
function guardedApp() {
  const app = express();
  app.get('/admin-only', requireRole('admin'), (req, res) => {
    res.json(callerOf(req));
  });
  app.get('/staff', requireRole('admin', 'hr'), (req, res) => {
    res.json(callerOf(req));
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
      'a payload edited to another uid',
      () => {
        const [header, , signature] = admin.token.split('.');
        const payload = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString());
        return `${header}.${segment({ ...payload, sub: 'someone-else', user_id: 'someone-else' })}.${signature}`;
      },
    ],
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

  it('when the role is not in the list, then 403', async () => {
    const response = await api.call('GET', '/staff', { token: candidate.token });
    expect(response).toMatchObject({ status: 403, body: { message: MESSAGES.forbiddenRole, code: 'forbidden' } });
  });

  it('when the user has no role claim, then 403', async () => {
    const user = await createTestUser('candidate');
    await auth().setCustomUserClaims(user.uid, null);
    const { signInWithPassword } = await import('../src/api/auth/identity-toolkit.js');
    const { idToken } = await signInWithPassword(user.email, 'correct-horse-battery');
    const response = await api.call('GET', '/staff', { token: idToken });
    expect(response.status).toBe(403);
  });

  it('when the refresh tokens were revoked after the token was minted, then 401 token_revoked', async () => {
    const user = await createTestUser('admin');
    // Revocation is second-granular: make sure the revocation time is strictly after the token's auth_time.
    await new Promise((done) => setTimeout(done, 1100));
    await auth().revokeRefreshTokens(user.uid);
    const response = await api.call('GET', '/admin-only', { token: user.token });
    expect(response).toMatchObject({ status: 401, body: { code: 'token_revoked' } });
  });
});
