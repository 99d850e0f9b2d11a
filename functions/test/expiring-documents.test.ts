import { Timestamp } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase.js';
import { MAIL_KEPT_DAYS } from '../src/lib/mail.js';
import { consume } from '../src/lib/rate-limit.js';
import { startServer, type TestServer } from './support/api.js';
import { newApplicant } from './support/applicants.js';
import { createTestUser } from './support/users.js';

const DAY = 24 * 60 * 60 * 1000;
const { fieldOverrides } = JSON.parse(
  readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
) as {
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
};

let api: TestServer;
beforeAll(async () => {
  api = await startServer();
});
afterAll(() => api.close());

describe('transient documents expire', () => {
  it('when firestore.indexes.json is deployed, then mail, rate-limit windows, the webhook outbox and deliveries, stage rule runs and delayed e-mails, and bulk jobs, items and held e-mails have TTL policies on expireAt', () => {
    const ttl = fieldOverrides.filter((override) => override.ttl).map((o) => `${o.collectionGroup}.${o.fieldPath}`);
    expect(ttl.sort()).toEqual([
      'bulkItems.expireAt',
      'bulkJobs.expireAt',
      'heldMail.expireAt',
      'mail.expireAt',
      'pendingActions.expireAt',
      'rateLimits.expireAt',
      'ruleRuns.expireAt',
      'webhookDeliveries.expireAt',
      'webhookOutbox.expireAt',
    ]);
  });

  it('when a message is queued, then it expires 90 days later', async () => {
    const hr = await createTestUser('hr');
    const job = (await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Expiring Mail' } })).body;
    const before = Date.now();
    const { id } = await newApplicant(api, job._id, 'Tia Ttl');
    const [mail] = (await db().collection('mail').where('applicationId', '==', id).get()).docs;
    const expireAt = mail!.get('expireAt').toMillis() as number;
    expect(expireAt).toBeGreaterThanOrEqual(before + MAIL_KEPT_DAYS * DAY);
    expect(expireAt).toBeLessThanOrEqual(Date.now() + MAIL_KEPT_DAYS * DAY);
  });

  it('when a rate-limit window is counted, then it expires when the window ends', async () => {
    const windowMs = 600 * 1000;
    await consume('uploadPerUser', { limit: 5, windowSeconds: 600 }, `ttl-${Date.now()}`);
    const windowEnd = Math.ceil(Date.now() / windowMs) * windowMs;
    // Other suites count with longer windows: this one's ends at the next multiple of ten minutes.
    const windows = await db()
      .collection('rateLimits')
      .where('name', '==', 'uploadPerUser')
      .where('expireAt', '==', Timestamp.fromMillis(windowEnd))
      .get();
    expect(windows.size).toBeGreaterThanOrEqual(1);
    expect(windowEnd).toBeGreaterThan(Date.now());
  });
});
