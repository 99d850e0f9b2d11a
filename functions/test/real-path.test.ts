import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@hr-portal/contract';
import { makePdf, multipart } from '../../test-fixtures/pdf.js';
import { ROUTES } from './support/routes.js';
import { endAllSessions } from '../src/data/users/sign-ins.js';
import { auth, db } from '../src/lib/firebase.js';
import { createTestUser } from './support/users.js';

/**
 * The real path a browser takes: Hosting emulator -> Functions runtime -> app. The runtime parses bodies
 * before the app, so these go through HOSTING_URL (the full emulator set `npm test` starts), not in-process.
 */
const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
const STACK_TRACE = /\n\s+at |node_modules|\.(ts|js):\d+|<html|<pre/i;

async function send(method: string, path: string, body?: string | Buffer, contentType = 'application/json') {
  const response = await fetch(`${HOSTING_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': contentType },
    body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', text };
}

/** A JSON error exactly as the API promises: `{ message, code }`, nothing else, no internals. */
function expectJsonError(response: Awaited<ReturnType<typeof send>>, status: number, body?: object) {
  expect(response.text).not.toMatch(STACK_TRACE);
  expect(response.type).toMatch(/^application\/json/);
  const parsed = JSON.parse(response.text) as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toEqual(['code', 'message']);
  expect(response.status).toBe(status);
  if (body) expect(parsed).toEqual(body);
}

const pathOf = (template: string) => template.replaceAll(':id', 'some-id');
const BAD_JSON = { message: 'Request body must be valid JSON', code: 'validation_failed' };

describe('errors through Hosting -> Functions runtime -> app', () => {
  it.each(ROUTES.filter((route) => route.method !== 'GET'))(
    'when $method $path gets malformed JSON, then 400 with a JSON error',
    async ({ method, path }) => {
      expectJsonError(await send(method, pathOf(path), '{"a":'), 400, BAD_JSON);
    },
  );

  // /api/health, /api/openapi.json and /api/auth/sign-in-options are public by design (200 without a session);
  // /api/auth/join answers for its link.
  it.each(
    ROUTES.filter(
      (route) =>
        route.method === 'GET' &&
        !['/api/health', '/api/openapi.json', '/api/auth/sign-in-options', '/api/auth/join'].includes(route.path),
    ),
  )('when $method $path is called without a session, then a JSON error', async ({ path }) => {
    const response = await send('GET', pathOf(path));
    expectJsonError(response, response.status);
    expect([401, 403]).toContain(response.status);
  });

  it('when GET /api/auth/join is called without its link, then 400 with a JSON error naming the link', async () => {
    expectJsonError(await send('GET', '/api/auth/join'), 400, {
      message: 'This link is not valid. Use the newest e-mail we sent you.',
      code: 'validation_failed',
    });
  });

  it('when GET /api/openapi.json is called through Hosting without a session, then the OpenAPI document', async () => {
    const response = await send('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.text).openapi).toBe('3.1.0');
  });

  it('when GET /api/health is called without a session, then 200 with JSON (it is public)', async () => {
    const response = await send('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.type).toContain('application/json');
    expect(JSON.parse(response.text)).toEqual({ status: 'ok' });
  });

  it('when the sign-in page asks what it offers, then 200 with the providers and no cache', async () => {
    const response = await fetch(`${HOSTING_URL}/api/auth/sign-in-options`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const options = (await response.json()) as { providers: string[] };
    expect(options.providers).toEqual(['google.com', 'microsoft.com']);
  });

  it('when a JSON body is over 100 KB, then 413 before it is parsed', async () => {
    const body = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(200 * 1024) });
    expectJsonError(await send('POST', '/api/auth/login', body), 413, {
      message: 'Request body is too large',
      code: 'too_large',
    });
  });

  /**
   * Streams `total` bytes in 64 KB chunks (chunked, no declared length) and stops as soon as an answer arrives.
   * The emulators buffer a whole request before the runtime sees it, so what the runtime keeps is measured in
   * body-limits.test.ts; here, the answer.
   */
  function streamTo(path: string, contentType: string | undefined, total: number) {
    return new Promise<{ status: number; type: string; text: string; sent: number }>((resolve, reject) => {
      const url = new URL(path, HOSTING_URL);
      const request = httpRequest(url, {
        method: 'POST',
        headers: contentType ? { 'content-type': contentType } : {},
      });
      let sent = 0;
      let answered = false;
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!answered) request.end();
      };
      request.on('response', (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(parts).toString(),
            sent,
          });
          request.destroy();
        });
      });
      request.on('error', (error) => (answered ? undefined : reject(error)));
      pump();
    });
  }

  it.each([
    ['a chunked body of no declared type', undefined],
    ['a JSON body', 'application/json'],
    ['a multipart body to a route that takes no file', 'multipart/form-data; boundary=x'],
  ])('when %s of 5 MB goes to a route that is not an upload, then 413 JSON', async (_name, type) => {
    const answer = await streamTo('/api/health', type, 5 * 1024 * 1024);
    expectJsonError(answer, 413, { message: 'Request body is too large', code: 'too_large' });
  });

  it('when an upload is far over 10 MB, then 413 with the upload message', async () => {
    const { body, contentType } = multipart('big.pdf', makePdf('Big', 13 * 1024 * 1024));
    expectJsonError(await send('POST', '/api/document/upload', body, contentType), 413, {
      message: DOCUMENT_MESSAGES.tooLarge,
      code: 'too_large',
    });
  });

  it('when a body is text rather than JSON, then 400 with a JSON error', async () => {
    expectJsonError(await send('POST', '/api/auth/login', 'email=a&password=b', 'text/plain'), 400);
  });

  it('when a form-encoded body is malformed, then 400 with a JSON error', async () => {
    const response = await send('POST', '/api/auth/login', '%E0%A4%A=1', 'application/x-www-form-urlencoded');
    expectJsonError(response, 400);
  });

  it('when sign-in fails again and again with a forged X-Forwarded-For each time, then the limit still applies', async () => {
    const email = `forger-${Date.now()}@test.example`;
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${HOSTING_URL}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
      statuses.push(response.status);
    }
    // loginFailuresPerEmailAndIp: 10 per 10 minutes, as deployed.
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('when the route does not exist, then 404 with a JSON error', async () => {
    expectJsonError(await send('GET', '/api/no-such-route'), 404, { message: 'Not found', code: 'not_found' });
  });
});

describe('the workspace (inbox, notifications, search) through Hosting', () => {
  const WORKSPACE = [
    ['GET', '/api/inbox'],
    ['GET', '/api/notifications?limit=1'],
    ['GET', '/api/search?q=ab'],
    ['POST', '/api/notifications/read'],
  ] as const;
  const call = (method: string, path: string, token: string) =>
    fetch(`${HOSTING_URL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });

  it('when a session was ended (signed out everywhere, or the account deleted), then 401 before any handler runs', async () => {
    const [live, signedOut, deleted] = await Promise.all([
      createTestUser('employee'),
      createTestUser('employee'),
      createTestUser('hr'),
    ]);
    // The same calls succeed with a live session: the 401s below are about the session, not the calls.
    for (const [method, path] of WORKSPACE) expect((await call(method, path, live.token)).status, path).toBe(200);

    // auth_time has whole seconds, and a session signed in the same second as the ending counts as after it: end
    // them a second ahead so this test never depends on how fast the calls above were.
    await endAllSessions(signedOut.uid, Date.now() + 1000);
    await Promise.all([db().collection('users').doc(deleted.uid).delete(), auth().deleteUser(deleted.uid)]);
    for (const ended of [signedOut, deleted]) {
      for (const [method, path] of WORKSPACE) {
        const response = await call(method, path, ended.token);
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(Object.keys((await response.json()) as object).sort()).toEqual(['code', 'message']);
      }
    }
  });
});
