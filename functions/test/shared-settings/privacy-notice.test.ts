import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_NOTICE } from '@hr-portal/contract';
import { createCareersApp } from '../../src/http/careers/app.js';
import { db } from '../../src/lib/firebase.js';
import { startServer, type TestServer } from '../support/api.js';
import { createTestUser, uniqueEmail, type TestUser } from '../support/users.js';

// The privacy notice is one document every sign-up reads: these tests run alone (api-shared-settings).
let api: TestServer;
let careers: TestServer;
let admin: TestUser;

async function clearNotices() {
  await db().collection('settings').doc('privacyNotice').delete();
  await db().recursiveDelete(db().collection('privacyNotices'));
}

beforeAll(async () => {
  api = await startServer();
  careers = await startServer(createCareersApp({ cacheSeconds: 0 }));
  admin = await createTestUser('admin');
  await clearNotices();
});
afterAll(async () => {
  await clearNotices();
  await Promise.all([api.close(), careers.close()]);
});

const publish = (body: unknown, token = admin.token) =>
  api.call('PUT', '/api/settings/privacy-notice', { token, body });
const page = async () => {
  const response = await fetch(`${careers.url}/privacy`);
  return { status: response.status, cache: response.headers.get('cache-control'), html: await response.text() };
};

describe('the privacy notice', () => {
  it('when none was published, then /privacy shows the built-in notice as version 1', async () => {
    const response = await api.call('GET', '/api/settings/privacy-notice', { token: admin.token });
    expect(response).toMatchObject({ status: 200, body: { current: DEFAULT_PRIVACY_NOTICE, versions: [] } });
    const shown = await page();
    expect(shown.status).toBe(200);
    expect(shown.cache).toMatch(/s-maxage/);
    expect(shown.html).toContain('<h1>Privacy notice</h1>');
    expect(shown.html).toContain('Version 1.');
    expect(shown.html).toContain('<link rel="canonical" href="http');
  });

  it('when an admin publishes a new text, then it is version 2, audited, served escaped, and version 1 stays listed as it was', async () => {
    const text = 'We keep <b>only</b> what we need.\n\nAsk HR & we answer.';
    const published = await publish({ text });
    expect(published).toMatchObject({ status: 200, body: { version: 2, text } });
    const again = await publish({ text: `${text}\n\nThird.` });
    expect(again.body.version).toBe(3);
    const listed = await api.call('GET', '/api/settings/privacy-notice', { token: admin.token });
    expect(listed.body.current.version).toBe(3);
    expect(listed.body.versions.map((v: { version: number }) => v.version)).toEqual([3, 2]);
    expect(listed.body.versions[1].text).toBe(text);

    const shown = await page();
    expect(shown.html).toContain('<p>We keep &lt;b&gt;only&lt;/b&gt; what we need.</p>');
    expect(shown.html).toContain('<p>Ask HR &amp; we answer.</p>');
    expect(shown.html).toContain('Version 3, published');
    const audit = await db()
      .collection('auditLog')
      .where('action', '==', 'settings.privacy_notice_published')
      .where('actor.uid', '==', admin.uid)
      .get();
    expect(audit.docs.map((entry) => entry.get('after.version')).sort()).toEqual([2, 3]);
  });

  it('when someone signs up, then the version the notice had is recorded with the account and shown on the profile', async () => {
    const current = (await api.call('GET', '/api/settings/privacy-notice', { token: admin.token })).body.current;
    const email = uniqueEmail('consent');
    const body = { name: 'Connie Sent', email, password: 'a-long-password', role: 'candidate' };
    const signedUp = await api.call('POST', '/api/auth/register', { body });
    expect(signedUp.status).toBe(201);
    const profile = await api.call('GET', `/api/user/${signedUp.body.user._id}`, { token: signedUp.body.token });
    expect(profile.body.consents).toEqual({
      privacyNotice: { version: current.version, at: expect.any(String) },
      talentPool: null,
    });
  });

  it('when the text is empty, too long or has unknown fields, or hr publishes, then it is refused and nothing changes', async () => {
    const hr = await createTestUser('hr');
    expect((await publish({ text: '   ' })).status).toBe(400);
    expect((await publish({ text: 'x'.repeat(20_001) })).status).toBe(400);
    expect((await publish({ text: 'ok', version: 9 })).status).toBe(400);
    expect((await publish({ text: 'ok' }, hr.token)).status).toBe(403);
    expect((await api.call('GET', '/api/settings/privacy-notice', { token: hr.token })).status).toBe(403);
    const listed = await api.call('GET', '/api/settings/privacy-notice', { token: admin.token });
    expect(listed.body.current.version).toBe(3);
  });
});
