import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { DEFAULT_RATE_LIMITS, TOO_MANY_REQUESTS_MESSAGE } from '../src/lib/rate-limit.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from './support/users.js';

const SMALL = {
  ...DEFAULT_RATE_LIMITS,
  loginPerEmail: { limit: 2, windowSeconds: 60 },
  signUpPerEmail: { limit: 1, windowSeconds: 60 },
  uploadPerUser: { limit: 2, windowSeconds: 60 },
  applyPerUser: { limit: 1, windowSeconds: 60 },
};

// Two apps stand for two function instances: the counters live in Firestore, so both see the same count.
let instanceA: TestServer;
let instanceB: TestServer;
beforeAll(async () => {
  instanceA = await startServer(createApp({ rateLimits: SMALL }));
  instanceB = await startServer(createApp({ rateLimits: SMALL }));
});
afterAll(async () => {
  await instanceA.close();
  await instanceB.close();
});

describe('rate limits', () => {
  it('when one email is tried too often across instances, then 429 with Retry-After and a clear message', async () => {
    const email = uniqueEmail('brute');
    const attempt = (server: TestServer) =>
      server.call('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } });
    expect((await attempt(instanceA)).status).toBe(401);
    expect((await attempt(instanceB)).status).toBe(401);
    const blocked = await attempt(instanceA);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE, code: 'too_many_requests' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('when a blocked email is limited, then other emails can still sign in', async () => {
    const user = await createTestUser('candidate');
    const response = await instanceA.call('POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
  });

  it('when sign-up for the same email repeats, then the second attempt is 429 before any account work', async () => {
    const email = uniqueEmail('spam');
    const body = { name: 'Spam', email, password: TEST_PASSWORD, role: 'admin' };
    expect((await instanceA.call('POST', '/api/auth/register', { body })).status).toBe(403);
    expect((await instanceB.call('POST', '/api/auth/register', { body })).status).toBe(429);
  });

  it('when a user uploads too often, then 429', async () => {
    const user = await createTestUser('candidate');
    const upload = () => instanceA.upload('/api/document/upload', user.token, multipart('cv.pdf', makePdf()));
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(429);
  });

  it('when a user applies too often, then 429', async () => {
    const user = await createTestUser('candidate');
    const apply = () =>
      instanceB.call('POST', '/api/application/no-such-job', { token: user.token, body: { resumeUrl: 'x' } });
    expect((await apply()).status).toBe(404);
    expect((await apply()).status).toBe(429);
  });

  it('when RATE_LIMITS holds overrides, then they replace the defaults', async () => {
    const { rateLimitsFromEnv } = await import('../src/lib/rate-limit.js');
    expect(rateLimitsFromEnv('off')).toBe('off');
    expect(rateLimitsFromEnv('{"loginPerIp":{"limit":5,"windowSeconds":30}}')).toMatchObject({
      loginPerIp: { limit: 5, windowSeconds: 30 },
      loginPerEmail: DEFAULT_RATE_LIMITS.loginPerEmail,
    });
  });
});
