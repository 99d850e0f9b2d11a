import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import express from 'express';
import { createApp } from '../src/http/app.js';
import { addressList, clientAddressTrust, HOSTING_EGRESS_CIDRS } from '../src/lib/client-address.js';
import { MESSAGES, SIGN_IN_LINK_INVALID, SIGN_IN_LINK_SENT } from '@hr-portal/contract';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from '../src/lib/rate-limit.js';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { startServer, type TestServer } from './support/api.js';
import { oobCodesFor } from './support/oob-codes.js';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from './support/users.js';

const SMALL = {
  ...DEFAULT_RATE_LIMITS,
  loginFailuresPerEmailAndIp: { limit: 2, windowSeconds: 60 },
  signUpPerEmail: { limit: 1, windowSeconds: 60 },
  uploadPerUser: { limit: 2, windowSeconds: 60 },
  applyPerUser: { limit: 1, windowSeconds: 60 },
  verificationEmailPerUser: { limit: 2, windowSeconds: 60 },
  searchPerUser: { limit: 2, windowSeconds: 60 },
};

// Two apps stand for two function instances: the counters live in Firestore, so both see the same count.
// They take the client address as deployed ('per-path'): through Hosting, X-Forwarded-For carries "whatever the
// client sent, client, CDN node" (Google's front end appends the CDN node), and the client is the entry before it.
let instanceA: TestServer;
let instanceB: TestServer;
beforeAll(async () => {
  instanceA = await startServer(createApp({ rateLimits: SMALL, trustedProxyHops: 'per-path' }));
  instanceB = await startServer(createApp({ rateLimits: SMALL, trustedProxyHops: 'per-path' }));
});
afterAll(async () => {
  await instanceA.close();
  await instanceB.close();
});

/** An address of Hosting's CDN (Fastly), as Google's front end appends it on the Hosting path. */
const HOSTING_CDN_NODE = '151.101.2.3';
const from = (client: string, forged = '') => ({
  'x-forwarded-for': [forged, client, HOSTING_CDN_NODE].filter(Boolean).join(', '),
});
const login = (server: TestServer, email: string, password: string, headers: Record<string, string>) =>
  server.call('POST', '/api/auth/login', { body: { email, password }, headers });

describe('sign-in limits count failures per e-mail and client address', () => {
  it('when one e-mail fails too often from one address, across instances, then 429 with Retry-After', async () => {
    const email = uniqueEmail('brute');
    expect((await login(instanceA, email, 'wrong-password', from('203.0.113.1'))).status).toBe(401);
    expect((await login(instanceB, email, 'wrong-password', from('203.0.113.1'))).status).toBe(401);
    const blocked = await login(instanceA, email, 'wrong-password', from('203.0.113.1'));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MESSAGES.tooManyRequests, code: 'too_many_requests' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('when the attacker forges X-Forwarded-For, then every attempt still counts for their real address', async () => {
    const email = uniqueEmail('forger');
    const statuses = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
      statuses.push((await login(instanceA, email, 'wrong-password', from('203.0.113.2', forged))).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('when an account is locked from one address, then its owner still signs in from another', async () => {
    const user = await createTestUser('admin');
    for (let i = 0; i < 3; i++) await login(instanceA, user.email, 'wrong-password', from('198.51.100.66'));
    expect((await login(instanceA, user.email, TEST_PASSWORD, from('198.51.100.66'))).status).toBe(429);
    expect((await login(instanceB, user.email, TEST_PASSWORD, from('192.0.2.10'))).status).toBe(200);
  });

  it('when the function is called at its own URL and each of 21 failures claims another address, then the 21st is 429', async () => {
    // One proxy hop: the "client address" is whatever single X-Forwarded-For entry the caller sends.
    const direct = await startServer(createApp({ rateLimits: DEFAULT_RATE_LIMITS, trustedProxyHops: 1 }));
    const user = await createTestUser('candidate');
    const statuses = [];
    for (let i = 1; i <= 21; i++)
      statuses.push((await login(direct, user.email, 'wrong-password', { 'x-forwarded-for': `198.18.0.${i}` })).status);
    await direct.close();
    expect(statuses).toEqual([...Array(20).fill(401), 429]);
  });

  it('when the owner of a locked account asks for a sign-in link, then one is sent (3 an hour), and the link signs them in', async () => {
    const direct = await startServer(createApp({ rateLimits: DEFAULT_RATE_LIMITS, trustedProxyHops: 1 }));
    const user = await createTestUser('candidate');
    for (let i = 1; i <= 21; i++)
      await login(direct, user.email, 'wrong-password', { 'x-forwarded-for': `198.19.0.${i}` });
    expect((await login(direct, user.email, TEST_PASSWORD, { 'x-forwarded-for': '198.19.1.1' })).status).toBe(429);
    const ask = (email: string) => direct.call('POST', '/api/auth/sign-in-link', { body: { email } });
    const sent = { status: 200, body: { message: SIGN_IN_LINK_SENT } };
    expect(await ask(user.email)).toMatchObject(sent);
    // An address with no account gets the same answer and no link (and no account).
    const stranger = uniqueEmail('nobody');
    expect(await ask(stranger)).toMatchObject(sent);
    expect(await oobCodesFor(stranger)).toEqual([]);
    expect([(await ask(user.email)).status, (await ask(user.email)).status, (await ask(user.email)).status]).toEqual([
      200, 200, 429,
    ]);

    const [link] = (await oobCodesFor(user.email)).filter((code) => code.requestType === 'EMAIL_SIGNIN');
    expect(new URL(link!.oobLink).searchParams.get('continueUrl')).toBe('http://127.0.0.1:5000/login/link');
    const oobCode = new URL(link!.oobLink).searchParams.get('oobCode');
    // From the very address whose sign-in was refused: the link is how the owner gets past the lock.
    const redeem = () =>
      direct.call('POST', '/api/auth/link-sign-in', {
        body: { email: user.email, oobCode },
        headers: { 'x-forwarded-for': '198.19.1.1' },
      });
    expect(await redeem()).toMatchObject({ status: 200, body: { user: { _id: user.uid, role: 'candidate' } } });
    // One use only.
    expect(await redeem()).toMatchObject({ status: 400, body: { message: SIGN_IN_LINK_INVALID } });
    await direct.close();
  });

  it('when a correct password is used many times in a row, then it is never refused', async () => {
    const user = await createTestUser('candidate');
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login(instanceA, user.email, TEST_PASSWORD, from('203.0.113.3'))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('when sign-ins of one address arrive all at once, then at most the limit of failures get through', async () => {
    const email = uniqueEmail('burst');
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => login(instanceA, email, 'wrong-password', from('203.0.113.4'))),
    );
    const tried = statuses.filter((response) => response.status === 401).length;
    // Each attempt counts itself before reading the count, so however they interleave, at most 2 see room.
    expect(tried).toBeLessThanOrEqual(2);
    expect(statuses.filter((response) => response.status === 429)).toHaveLength(8 - tried);
  });
});

describe('other limits', () => {
  // Counters are per fixed window (60 s here): a test that straddled a window's end would start counting afresh
  // halfway (CI saw the third upload let through). Each test starts at least 5 s clear of the next window.
  beforeEach(async () => {
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 55_000) await new Promise((done) => setTimeout(done, 60_000 - intoWindow + 50));
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

  it('when hr searches people too often, across instances, then 429 with Retry-After; another person still searches', async () => {
    const [hr, other] = await Promise.all([createTestUser('hr'), createTestUser('hr')]);
    const search = (server: TestServer, token: string) => server.call('GET', '/api/people?q=kubernetes', { token });
    expect((await search(instanceA, hr.token)).status).toBe(200);
    expect((await search(instanceB, hr.token)).status).toBe(200);
    const refused = await search(instanceA, hr.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await search(instanceB, other.token)).status).toBe(200);
  });

  it('when a user applies too often, then 429', async () => {
    const user = await createTestUser('candidate');
    const apply = () =>
      instanceB.call('POST', '/api/application/no-such-job', { token: user.token, body: { resumeUrl: 'x' } });
    expect((await apply()).status).toBe(404);
    expect((await apply()).status).toBe(429);
  });

  it('when a user asks for verification e-mails too often, then 429 with Retry-After', async () => {
    const user = await createTestUser('candidate');
    const send = () => instanceA.call('POST', '/api/user/me/verification-email', { token: user.token });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('RATE_LIMITS', () => {
  it('when it holds overrides, then they replace the defaults', () => {
    expect(rateLimitsFromEnv('{"loginFailuresPerIp":{"limit":5,"windowSeconds":30}}', false)).toEqual({
      ...DEFAULT_RATE_LIMITS,
      loginFailuresPerIp: { limit: 5, windowSeconds: 30 },
    });
  });

  it.each([
    ['an unknown limit', '{"loginPerEmail":{"limit":5,"windowSeconds":30}}'],
    ['a negative count', '{"applyPerUser":{"limit":-1,"windowSeconds":30}}'],
    ['a window as text', '{"applyPerUser":{"limit":5,"windowSeconds":"30"}}'],
    ['not JSON', '{applyPerUser'],
  ])('when it holds %s, then start-up fails', (_name, value) => {
    expect(() => rateLimitsFromEnv(value, false)).toThrow(/RATE_LIMITS/);
  });

  it('when it is "off", then only the emulators accept it', () => {
    expect(rateLimitsFromEnv('off', true)).toBe('off');
    expect(() => rateLimitsFromEnv('off', false)).toThrow('RATE_LIMITS=off is only allowed under the emulators');
  });
});

describe('the client address, as deployed, on both ways in', () => {
  it.each([
    ['through Hosting', (forged: string) => `${forged}, 203.0.113.7, ${HOSTING_CDN_NODE}`],
    ["at the function's own URL", (forged: string) => `${forged}, 203.0.113.8`],
  ])('when sign-in fails %s with a new forged X-Forwarded-For each time, then the third is 429', async (_path, xff) => {
    const email = uniqueEmail('both-paths');
    const statuses = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
      statuses.push((await login(instanceA, email, 'wrong-password', { 'x-forwarded-for': xff(forged) })).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('when req.ip is read on either path (as a signed offer records it), then it is the client, never a forged entry', async () => {
    const probe = express();
    probe.set('trust proxy', clientAddressTrust(addressList(HOSTING_EGRESS_CIDRS)));
    probe.get('/ip', (req, res) => void res.json({ ip: req.ip }));
    const server = await startServer(probe);
    try {
      const ipFor = async (xff: string) =>
        (await server.call('GET', '/ip', { headers: { 'x-forwarded-for': xff } })).body.ip as string;
      expect(await ipFor(`6.6.6.6, 203.0.113.9, ${HOSTING_CDN_NODE}`)).toBe('203.0.113.9');
      expect(await ipFor('6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
      expect(await ipFor('203.0.113.9, 2a04:4e42::1')).toBe('203.0.113.9');
      // A client that puts a CDN address last itself is still not the CDN: Google's front end appends after it.
      expect(await ipFor(`${HOSTING_CDN_NODE}, 203.0.113.9`)).toBe('203.0.113.9');
    } finally {
      await server.close();
    }
  });
});
