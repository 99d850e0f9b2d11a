import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, PRIVACY_MESSAGES } from '@hr-portal/contract';
import { db } from '../../src/lib/firebase.js';
import { startServer, type TestServer } from '../support/api.js';
import { createTestUser, type TestUser } from '../support/users.js';

// The retention settings are one document every test would read: these tests run alone (api-shared-settings).
let api: TestServer;
let admin: TestUser;

beforeAll(async () => {
  api = await startServer();
  admin = await createTestUser('admin');
  await db().collection('settings').doc('retention').delete();
});
afterAll(async () => {
  await db().collection('settings').doc('retention').delete();
  await api.close();
});

const put = (body: unknown, token = admin.token) => api.call('PUT', '/api/settings/retention', { token, body });

describe('GET/PUT /api/settings/retention', () => {
  it('when nothing was stored, then the defaults: 180 days, 24 months, 14 days notice', async () => {
    const response = await api.call('GET', '/api/settings/retention', { token: admin.token });
    expect(response).toMatchObject({ status: 200, body: DEFAULT_RETENTION });
    expect(DEFAULT_RETENTION).toEqual({ anonymiseAfterDays: 180, talentPoolMonths: 24, noticeDays: 14 });
  });

  it('when an admin changes them, then they are stored, answered back and audited with before and after', async () => {
    const settings = { anonymiseAfterDays: 365, talentPoolMonths: 12, noticeDays: 30 };
    expect(await put(settings)).toMatchObject({ status: 200, body: settings });
    expect((await api.call('GET', '/api/settings/retention', { token: admin.token })).body).toEqual(settings);
    const [entry] = (
      await db()
        .collection('auditLog')
        .where('action', '==', 'settings.retention_changed')
        .orderBy('at', 'desc')
        .limit(1)
        .get()
    ).docs;
    expect(entry!.data()).toMatchObject({
      actor: { uid: admin.uid, role: 'admin' },
      target: { type: 'settings', id: 'retention', label: 'Data retention' },
      after: settings,
    });
  });

  it.each([
    [
      { anonymiseAfterDays: 29, talentPoolMonths: 24, noticeDays: 14 },
      'anonymiseAfterDays must be a whole number from 30 to 3650',
    ],
    [
      { anonymiseAfterDays: 180, talentPoolMonths: 1.5, noticeDays: 14 },
      'talentPoolMonths must be a whole number from 1 to 60',
    ],
    [
      { anonymiseAfterDays: 180, talentPoolMonths: 24, noticeDays: '14' },
      'noticeDays must be a whole number from 1 to 60',
    ],
    [{ anonymiseAfterDays: 40, talentPoolMonths: 24, noticeDays: 40 }, PRIVACY_MESSAGES.noticeBeforeAnonymising],
    [{ anonymiseAfterDays: 180, talentPoolMonths: 24 }, 'noticeDays must be a whole number from 1 to 60'],
  ])('when the settings are %j, then 400 says %s and nothing changes', async (body, message) => {
    const before = (await api.call('GET', '/api/settings/retention', { token: admin.token })).body;
    const response = await put(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect((await api.call('GET', '/api/settings/retention', { token: admin.token })).body).toEqual(before);
  });

  it('when a field is unknown, then 400', async () => {
    expect((await put({ ...DEFAULT_RETENTION, forever: true })).status).toBe(400);
  });

  it('when hr, an employee or a candidate asks, then 403; without a session 401', async () => {
    for (const role of ['hr', 'employee', 'candidate'] as const) {
      const user = await createTestUser(role);
      expect((await api.call('GET', '/api/settings/retention', { token: user.token })).status).toBe(403);
      expect((await put(DEFAULT_RETENTION, user.token)).status).toBe(403);
    }
    expect((await api.call('GET', '/api/settings/retention')).status).toBe(401);
  });
});
