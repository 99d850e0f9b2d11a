import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  API_KEY_SCOPES,
  INTEGRATION_MESSAGES,
  NEXT_CURSOR_HEADER,
  type ApiKeyDto,
  type ApplicationEventDto,
  type CreatedApiKeyDto,
} from '@hr-portal/contract';
import { createApp } from '../src/http/app.js';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.js';
import { db } from '../src/lib/firebase.js';
import { startServer, type ApiResponse, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';
import { newApplicant } from './support/applicants.js';
import { TABLE_ROUTES } from './support/routes.js';
import { apiMounts } from '../src/http/app.js';

// API keys: made by admins and shown once, they authenticate an integration on the routes their scopes allow,
// never on a person's own routes; every use is audited; revoking and expiry work at once.

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let jobId = '';

const created: string[] = [];
const createKey = async (body: Record<string, unknown>, token = admin.token) => {
  const response = await api.call<CreatedApiKeyDto>('POST', '/api/integrations/keys', { token, body });
  if (response.status === 201) created.push(response.body.id);
  return response;
};

async function keyWith(scopes: string[], name = `Key ${scopes.join(' ')}`): Promise<CreatedApiKeyDto> {
  const created = await createKey({ name, scopes });
  expect(created.status).toBe(201);
  return created.body;
}

beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
  const job = await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Integration Engineer' } });
  jobId = job.body._id;
});

afterAll(async () => {
  // A portal holds at most 50 keys, and later suites (the e2e) make their own.
  for (const id of created) await api.call('DELETE', `/api/integrations/keys/${id}`, { token: admin.token });
  await api.close();
});

describe('creating and listing keys', () => {
  it('when an admin creates a key, then it is answered once and only its hash and prefix are stored', async () => {
    const created = await createKey({ name: ' HRIS sync ', scopes: ['jobs:read', 'applications:read'] });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      name: 'HRIS sync',
      scopes: ['jobs:read', 'applications:read'],
      prefix: created.body.key.slice(0, 12),
      createdAt: expect.any(String),
      expiresAt: null,
      lastUsedAt: null,
      key: expect.stringMatching(/^hrp_[A-Za-z0-9]{20}_[A-Za-z0-9_-]{43}$/),
    });
    const stored = (await db().collection('apiKeys').doc(created.body.id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(created.body.key);
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await api.call<ApiKeyDto[]>('GET', '/api/integrations/keys', { token: admin.token });
    expect(list.status).toBe(200);
    const listed = list.body.find((key) => key.id === created.body.id);
    const { key: _key, ...shown } = created.body;
    expect(listed).toEqual(shown);
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);
  });

  it.each([
    [{ scopes: ['jobs:read'] }, INTEGRATION_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(81), scopes: ['jobs:read'] }, INTEGRATION_MESSAGES.nameTooLong],
    [{ name: 'A' }, INTEGRATION_MESSAGES.scopesRequired],
    [{ name: 'A', scopes: [] }, INTEGRATION_MESSAGES.scopesRequired],
    [{ name: 'A', scopes: ['jobs:write'] }, INTEGRATION_MESSAGES.scopeUnknown],
    [{ name: 'A', scopes: ['jobs:read', 'jobs:read'] }, INTEGRATION_MESSAGES.scopesRepeated],
    [{ name: 'A', scopes: ['jobs:read'], expiresAt: '2020-01-01T00:00:00Z' }, INTEGRATION_MESSAGES.expiryInPast],
    [{ name: 'A', scopes: ['jobs:read'], expiresAt: 'tomorrow' }, INTEGRATION_MESSAGES.expiryInvalid],
    [{ name: 'A', scopes: ['jobs:read'], role: 'admin' }, 'Unknown field: role'],
  ])('when a key is asked for with %j, then 400 says what is wrong', async (body, message) => {
    const response = await createKey(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'validation_failed', message: expect.stringContaining(message) });
  });

  it('when hr or a candidate manage keys, then 403; and a key cannot make or list keys', async () => {
    const candidate = await createTestUser('candidate');
    for (const token of [hr.token, candidate.token]) {
      expect((await createKey({ name: 'Mine', scopes: ['jobs:read'] }, token)).status).toBe(403);
      expect((await api.call('GET', '/api/integrations/keys', { token })).status).toBe(403);
    }
    const everything = await keyWith([...API_KEY_SCOPES]);
    const byKey = await createKey({ name: 'Escalated', scopes: ['jobs:read'] }, everything.key);
    expect(byKey).toMatchObject({ status: 403, body: { message: INTEGRATION_MESSAGES.notForKeys } });
  });
});

describe('what a key may call', () => {
  it('when a jobs:read key lists jobs, then it gets the staff view; other scopes are refused naming the scope', async () => {
    const key = await keyWith(['jobs:read']);
    const job = await api.call('GET', `/api/job/${jobId}`, { token: key.key });
    expect(job.status).toBe(200);
    expect(job.body).toMatchObject({ _id: jobId, postedBy: hr.uid, stages: expect.any(Array) });
    const jobs = await api.call<unknown[]>('GET', '/api/job?limit=5', { token: key.key });
    expect(jobs.status).toBe(200);
    expect(jobs.body.length).toBeGreaterThan(0);

    const applications = await api.call('GET', '/api/application', { token: key.key });
    expect(applications).toMatchObject({
      status: 403,
      body: { code: 'forbidden', message: 'This API key lacks the scope applications:read' },
    });
    const people = await api.call('GET', '/api/people', { token: key.key });
    expect(people.body.message).toBe('This API key lacks the scope people:read');
  });

  it('when an applications:write key moves an application and adds a note, then the log names the key, not a person', async () => {
    const applicant = await newApplicant(api, jobId, 'Keyed Applicant');
    const writer = await keyWith(['applications:write', 'applications:read']);
    const moved = await api.call('PATCH', `/api/application/${applicant.id}/stage`, {
      token: writer.key,
      body: { stage: 'screening' },
    });
    expect(moved).toMatchObject({ status: 200, body: { _id: applicant.id, stage: 'screening' } });
    const note = await api.call('POST', `/api/application/${applicant.id}/notes`, {
      token: writer.key,
      body: { text: 'Synced from the HRIS' },
    });
    expect(note).toMatchObject({
      status: 201,
      body: { text: 'Synced from the HRIS', by: { uid: `apikey_${writer.id}`, email: 'API key' } },
    });
    const events = await api.call<ApplicationEventDto[]>('GET', `/api/application/${applicant.id}/events`, {
      token: writer.key,
    });
    expect(events.status).toBe(200);
    expect(events.body.find((event) => event.type === 'moved')?.actor).toEqual({
      uid: `apikey_${writer.id}`,
      name: 'API key',
    });

    const reader = await keyWith(['applications:read']);
    const refused = await api.call('PATCH', `/api/application/${applicant.id}/stage`, {
      token: reader.key,
      body: { stage: 'interview' },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'This API key lacks the scope applications:write' },
    });
  });

  it('when a key is used, then each use is audited with its name and its last use is shown', async () => {
    const key = await keyWith(['jobs:read'], `Audited ${Date.now()}`);
    await api.call('GET', `/api/job/${jobId}`, { token: key.key });
    await api.call('GET', '/api/job', { token: key.key });
    const entries = await db()
      .collection('auditLog')
      .where('target.id', '==', key.id)
      .where('action', '==', 'integration.key_used')
      .get();
    expect(entries.docs.map((doc) => doc.get('after')).sort((a, b) => a.route.localeCompare(b.route))).toEqual([
      { method: 'GET', route: '/api/job/', ids: {}, scope: 'jobs:read' },
      { method: 'GET', route: '/api/job/:id', ids: { id: jobId }, scope: 'jobs:read' },
    ]);
    expect(entries.docs[0]!.get('actor')).toEqual({ uid: `apikey_${key.id}`, role: 'integration', label: key.name });
    expect(entries.docs[0]!.get('target.label')).toBe(key.name);
    const trail = await api.call<{ actor: { email: string }; action: string }[]>(
      'GET',
      `/api/audit?targetId=${key.id}&action=integration.key_used`,
      { token: admin.token },
    );
    expect(trail.body[0]?.actor.email).toBe(`API key: ${key.name}`);
    const listed = await api.call<ApiKeyDto[]>('GET', '/api/integrations/keys', { token: admin.token });
    expect(listed.body.find((item) => item.id === key.id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it('when a people:read key reads people, then candidates only, without their files, e-mails or duplicates', async () => {
    const applicant = await newApplicant(api, jobId, 'Pia People');
    const key = await keyWith(['people:read']);
    const person = await api.call('GET', `/api/people/${applicant.user.uid}`, { token: key.key });
    expect(person.status).toBe(200);
    expect(person.body).toMatchObject({
      _id: applicant.user.uid,
      role: 'candidate',
      applications: [expect.objectContaining({ _id: applicant.id })],
      documents: [],
      mail: [],
      duplicates: [],
      merges: [],
    });
    const asHr = await api.call('GET', `/api/people/${applicant.user.uid}`, { token: hr.token });
    expect(asHr.body.documents.length).toBeGreaterThan(0);
    const staff = await api.call('GET', `/api/people/${hr.uid}`, { token: key.key });
    expect(staff.status).toBe(404);
  });

  it('when a people:read key searches, then it finds no one its profile route refuses (an employee hired from an application)', async () => {
    const word = `zqkey${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    const candidate = await newApplicant(api, jobId, `Cato ${word}`);
    const hired = await newApplicant(api, jobId, `Emil ${word}`);
    // Tagged with the word too, they rank first: the first page of one ends on them.
    const tagged = await api.call('PUT', `/api/people/${hired.user.uid}/tags`, {
      token: hr.token,
      body: { tags: [word] },
    });
    expect(tagged.status).toBe(200);
    expect((await api.call('POST', `/api/application/${hired.id}/hire`, { token: admin.token })).status).toBe(200);
    const key = await keyWith(['people:read']);
    const ids = (response: { body: { _id: string }[] }) => response.body.map((person) => person._id).sort();

    const asHr = await api.call('GET', `/api/people?q=${word}`, { token: hr.token });
    expect(ids(asHr)).toEqual([candidate.user.uid, hired.user.uid].sort());
    const asKey = await api.call('GET', `/api/people?q=${word}`, { token: key.key });
    expect(asKey.status).toBe(200);
    expect(ids(asKey)).toEqual([candidate.user.uid]);
    expect((await api.call('GET', `/api/people/${hired.user.uid}`, { token: key.key })).status).toBe(404);

    // Page by page, its cursors never carry the hidden person's id, and still reach everyone.
    const paged: string[] = [];
    let cursor: string | null = '';
    for (let page = 0; cursor !== null && page < 5; page++) {
      const response: ApiResponse<{ _id: string }[]> = await api.call(
        'GET',
        `/api/people?q=${word}&limit=1&cursor=${cursor}`,
        { token: key.key },
      );
      expect(response.status).toBe(200);
      // No page comes back empty: an empty page with a cursor would tell that someone hidden matched.
      expect(response.body).not.toEqual([]);
      paged.push(...ids(response));
      cursor = response.headers.get(NEXT_CURSOR_HEADER);
      if (cursor !== null) {
        expect(Buffer.from(cursor, 'base64url').toString('latin1')).not.toContain(hired.user.uid);
        expect(cursor).not.toContain(hired.user.uid);
      }
    }
    expect(cursor).toBeNull();
    expect(paged).toEqual([candidate.user.uid]);
    const altered = await api.call(
      'GET',
      `/api/people?q=${word}&limit=1&cursor=${Buffer.from(JSON.stringify({ at: 1, id: hired.user.uid })).toString('base64url')}`,
      { token: key.key },
    );
    expect(altered.status).toBe(400);
  });

  it('when a key is revoked, then its next request is refused at once', async () => {
    const key = await keyWith(['jobs:read']);
    expect((await api.call('GET', `/api/job/${jobId}`, { token: key.key })).status).toBe(200);
    const revoked = await api.call('DELETE', `/api/integrations/keys/${key.id}`, { token: admin.token });
    expect(revoked).toMatchObject({ status: 200, body: { revoked: key.id } });
    const after = await api.call('GET', `/api/job/${jobId}`, { token: key.key });
    expect(after).toMatchObject({ status: 401, body: { message: INTEGRATION_MESSAGES.keyInvalid } });
    expect((await api.call('DELETE', `/api/integrations/keys/${key.id}`, { token: admin.token })).status).toBe(404);
  });

  it('when a key has expired, then 401 says so; a forged or altered key is not valid', async () => {
    const key = await keyWith(['jobs:read']);
    await db()
      .collection('apiKeys')
      .doc(key.id)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = await api.call('GET', `/api/job/${jobId}`, { token: key.key });
    expect(expired).toMatchObject({ status: 401, body: { message: INTEGRATION_MESSAGES.keyExpired } });

    const live = await keyWith(['jobs:read']);
    const altered = `${live.key.slice(0, -1)}${live.key.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [altered, 'hrp_nope', `hrp_${'a'.repeat(20)}_${'b'.repeat(43)}`]) {
      const response = await api.call('GET', `/api/job/${jobId}`, { token: forged });
      expect(response).toMatchObject({ status: 401, body: { message: INTEGRATION_MESSAGES.keyInvalid } });
    }
  });

  it('when keys are used beyond their own limit, then 429; a person is not counted against it', async () => {
    const limited = await startServer(
      createApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, apiKeyPerKey: { limit: 2, windowSeconds: 60 } } }),
    );
    try {
      const key = await keyWith(['jobs:read']);
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await limited.call('GET', `/api/job/${jobId}`, { token: key.key })).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await limited.call('GET', `/api/job/${jobId}`, { token: hr.token })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('routes that act for a person refuse keys', () => {
  /** Every mounted route that takes a session but names no key scope: a person's own routes among them. */
  const personal = apiMounts(DEFAULT_RATE_LIMITS).flatMap(({ path, router }) =>
    (
      router.stack as {
        route?: {
          path: string;
          methods: Record<string, boolean>;
          stack: { handle: { allowedRoles?: unknown; keyScope?: unknown } }[];
        };
      }[]
    )
      .filter((layer) => layer.route?.stack.some((entry) => entry.handle.allowedRoles && !entry.handle.keyScope))
      .flatMap((layer) =>
        Object.keys(layer.route!.methods).map((method) => ({
          method: method.toUpperCase(),
          path: `/api${path === '/' ? '' : path}${layer.route!.path === '/' ? '' : layer.route!.path}`.replace(
            /:\w+/g,
            'x',
          ),
        })),
      ),
  );

  it('lists the self-service routes among them', () => {
    const paths = personal.map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(expect.arrayContaining(['GET /api/me', 'DELETE /api/me', 'GET /api/me/export']));
    expect(TABLE_ROUTES.length).toBeGreaterThan(personal.length);
  });

  it('when a key with every scope calls any of them, then 403 says keys are not for that route', async () => {
    const key = await keyWith([...API_KEY_SCOPES]);
    for (const route of personal) {
      const response = await api.call(route.method, route.path, {
        token: key.key,
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect({ route, status: response.status, body: response.body }).toEqual({
        route,
        status: 403,
        body: { code: 'forbidden', message: INTEGRATION_MESSAGES.notForKeys },
      });
    }
  });
});
