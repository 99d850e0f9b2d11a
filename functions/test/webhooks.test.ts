import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  INTEGRATION_MESSAGES,
  type CreatedApiKeyDto,
  type CreatedWebhookEndpointDto,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, type TestUser } from './support/users.js';
import { newApplicant } from './support/applicants.js';
import { until } from './support/until.js';
import { startReceiver, type Received, type TestReceiver } from './support/webhook-receiver.js';

// Webhooks end to end: an admin registers an endpoint, changes in the portal queue events in their own transactions,
// the Functions emulator's trigger delivers them to a local receiver that verifies each signature from the published
// convention; failures are retried on the schedule (the sweep runs at a later clock here), redelivered by hand, and
// an endpoint failing for a day is switched off with an e-mail to admins.

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
const receivers: TestReceiver[] = [];
const endpointIds: string[] = [];
const keyIds: string[] = [];

async function endpointFor(receiver: TestReceiver, events: string[]): Promise<CreatedWebhookEndpointDto> {
  const created = await api.call<CreatedWebhookEndpointDto>('POST', '/api/integrations/webhooks', {
    token: admin.token,
    body: { url: receiver.url, events },
  });
  expect(created.status).toBe(201);
  receiver.secret = created.body.secret;
  endpointIds.push(created.body.id);
  return created.body;
}

async function receiver(answers: number[] = []) {
  const started = await startReceiver(answers);
  receivers.push(started);
  return started;
}

const deliveriesOf = async (endpointId: string) =>
  (
    await api.call<WebhookDeliveryDto[]>('GET', `/api/integrations/webhooks/${endpointId}/deliveries`, {
      token: admin.token,
    })
  ).body;

/** What the receiver got of one type about one id (waits for the trigger). */
async function arrived(at: TestReceiver, type: string, matches: (data: Record<string, unknown>) => boolean, count = 1) {
  const found = () => at.received.filter((item) => item.payload.type === type && matches(item.payload.data));
  await until(
    async () => found().length,
    (length) => length >= count,
  );
  return found();
}

const sweep = (now: Date) =>
  api.call<{ fannedOut: number; attempted: number }>('POST', '/api/integrations/webhooks/run', {
    token: admin.token,
    body: { now: now.toISOString() },
  });

const createJob = async (title: string) => {
  const job = await api.call('POST', '/api/job', { token: hr.token, body: { title } });
  expect(job.status).toBe(201);
  return job.body._id as string;
};

let main: TestReceiver;
let mainEndpoint: CreatedWebhookEndpointDto;

beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
  main = await receiver();
  mainEndpoint = await endpointFor(main, [
    'job.published',
    'job.closed',
    'application.created',
    'application.stage_changed',
    'application.rejected',
    'person.erased',
  ]);
});

afterAll(async () => {
  for (const id of endpointIds) await api.call('DELETE', `/api/integrations/webhooks/${id}`, { token: admin.token });
  for (const id of keyIds) await api.call('DELETE', `/api/integrations/keys/${id}`, { token: admin.token });
  await Promise.all(receivers.map((item) => item.close()));
  await api.close();
});

describe('registering endpoints', () => {
  it('when an admin registers an endpoint, then its secret is shown once and never listed', async () => {
    expect(mainEndpoint).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      url: main.url,
      events: expect.arrayContaining(['job.published', 'person.erased']),
      enabled: true,
      createdAt: expect.any(String),
      failingSince: null,
      disabledReason: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const list = await api.call<WebhookEndpointDto[]>('GET', '/api/integrations/webhooks', { token: admin.token });
    const { secret, ...shown } = mainEndpoint;
    expect(list.body.find((item) => item.id === mainEndpoint.id)).toEqual(shown);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));
  });

  it.each([
    [{ url: 'https://169.254.169.254/latest/meta-data', events: ['job.published'] }, INTEGRATION_MESSAGES.urlNotPublic],
    [{ url: 'https://10.0.0.7/hook', events: ['job.published'] }, INTEGRATION_MESSAGES.urlNotPublic],
    [{ url: 'http://hooks.example.com/hook', events: ['job.published'] }, INTEGRATION_MESSAGES.urlNotHttps],
    [{ url: 'http://169.254.169.254/', events: ['job.published'] }, INTEGRATION_MESSAGES.urlNotHttps],
    [{ url: 'ftp://hooks.example.com/', events: ['job.published'] }, INTEGRATION_MESSAGES.urlNotHttps],
    [{ url: 'https://me:pw@hooks.example.com/', events: ['job.published'] }, INTEGRATION_MESSAGES.urlCredentials],
    [{ url: 'not a url', events: ['job.published'] }, INTEGRATION_MESSAGES.urlRequired],
    [{ url: 'https://hooks.example.com/', events: [] }, INTEGRATION_MESSAGES.eventsRequired],
    [{ url: 'https://hooks.example.com/', events: ['resume.uploaded'] }, INTEGRATION_MESSAGES.eventUnknown],
  ])('when an endpoint %j is registered, then 400 says why', async (body, message) => {
    const response = await api.call('POST', '/api/integrations/webhooks', { token: admin.token, body });
    expect(response).toMatchObject({ status: 400, body: { code: 'validation_failed', message } });
  });

  it('when hr registers an endpoint, then 403; a key needs webhooks:manage', async () => {
    const body = { url: 'https://hooks.example.com/hr', events: ['job.published'] };
    expect((await api.call('POST', '/api/integrations/webhooks', { token: hr.token, body })).status).toBe(403);
    const key = async (scopes: string[]) =>
      (
        await api.call<CreatedApiKeyDto>('POST', '/api/integrations/keys', {
          token: admin.token,
          body: { name: 'Hooks', scopes },
        })
      ).body.key;
    const without = await api.call('POST', '/api/integrations/webhooks', { token: await key(['jobs:read']), body });
    expect(without).toMatchObject({ status: 403, body: { message: 'This API key lacks the scope webhooks:manage' } });
    const manager = await key(['webhooks:manage']);
    const created = await api.call<CreatedWebhookEndpointDto>('POST', '/api/integrations/webhooks', {
      token: manager,
      body,
    });
    expect(created.status).toBe(201);
    const removed = await api.call('DELETE', `/api/integrations/webhooks/${created.body.id}`, { token: manager });
    expect(removed).toMatchObject({ status: 200, body: { removed: created.body.id } });
  });
});

describe('delivery', () => {
  it('when hr publishes a job, then the endpoint receives job.published, signed by the convention', async () => {
    const jobId = await createJob('Webhook Publisher');
    const [message] = await arrived(main, 'job.published', (data) => data.jobId === jobId);
    expect(message!.payload).toEqual({
      type: 'job.published',
      timestamp: expect.any(String),
      data: { jobId, title: 'Webhook Publisher', slug: expect.stringMatching(/^webhook-publisher/) },
    });
    expect(message!.verified).toBe(true);
    expect(message!.id).toMatch(/^msg_/);
    // The convention's own library agrees.
    const headers = {
      'webhook-id': message!.id,
      'webhook-timestamp': message!.timestamp,
      'webhook-signature': message!.signature,
    };
    expect(new Webhook(main.secret).verify(message!.body, headers)).toEqual(message!.payload);
    expect(() => new Webhook(main.secret).verify(`${message!.body} `, headers)).toThrow();
  });

  it('when a candidate applies and is rejected, then created, stage_changed and rejected carry ids, never names or addresses', async () => {
    const jobId = await createJob('Webhook Pipeline');
    const applicant = await newApplicant(api, jobId, 'Wanda Webhook');
    const moved = await api.call('PATCH', `/api/application/${applicant.id}/stage`, {
      token: hr.token,
      body: { stage: 'rejected', reason: 'experience' },
    });
    expect(moved.status).toBe(200);
    const about = (data: Record<string, unknown>) => data.applicationId === applicant.id;
    const [created] = await arrived(main, 'application.created', about);
    const [changed] = await arrived(main, 'application.stage_changed', about);
    const [rejected] = await arrived(main, 'application.rejected', about);
    const ids = { applicationId: applicant.id, jobId, candidateId: applicant.user.uid };
    expect(created!.payload.data).toEqual({ ...ids, stage: 'applied', source: null });
    expect(changed!.payload.data).toEqual({
      ...ids,
      fromStage: 'applied',
      toStage: 'rejected',
      fromStatus: 'applied',
      toStatus: 'rejected',
    });
    expect(rejected!.payload.data).toEqual({ ...ids, fromStage: 'applied', reasonId: 'experience' });
    for (const message of [created, changed, rejected] as Received[]) {
      expect(message.verified).toBe(true);
      expect(message.body).not.toContain(applicant.user.email);
      expect(message.body).not.toContain('Wanda');
    }
  });

  it('when a delivery succeeded, then its log shows the attempt; redelivering sends the same webhook-id again', async () => {
    const jobId = await createJob('Webhook Log');
    const [message] = await arrived(main, 'job.published', (data) => data.jobId === jobId);
    const delivery = (await deliveriesOf(mainEndpoint.id)).find((item) => item.eventId === message!.id)!;
    expect(delivery).toEqual({
      id: `${message!.id}__${mainEndpoint.id}`,
      endpointId: mainEndpoint.id,
      eventId: message!.id,
      type: 'job.published',
      state: 'delivered',
      attempts: [{ at: expect.any(String), status: 200, durationMs: expect.any(Number), excerpt: 'thanks' }],
      nextAttemptAt: null,
      createdAt: expect.any(String),
    });
    const again = await api.call<WebhookDeliveryDto>(
      'POST',
      `/api/integrations/webhooks/${mainEndpoint.id}/deliveries/${delivery.id}/redeliver`,
      { token: admin.token },
    );
    expect(again.status).toBe(200);
    expect(again.body.state).toBe('delivered');
    expect(again.body.attempts.map((attempt) => attempt.status)).toEqual([200, 200]);
    const both = main.received.filter((item) => item.id === message!.id);
    expect(both).toHaveLength(2);
    expect(both.every((item) => item.verified && item.body === message!.body)).toBe(true);
    const unknown = await api.call(
      'POST',
      `/api/integrations/webhooks/${mainEndpoint.id}/deliveries/msg_x__y/redeliver`,
      { token: admin.token },
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: INTEGRATION_MESSAGES.deliveryNotFound } });
  });

  it('when the receiver fails three times, then the delivery is retried on the schedule and succeeds on the fourth', async () => {
    const flaky = await receiver([500, 500, 500]);
    const endpoint = await endpointFor(flaky, ['job.closed']);
    const jobId = await createJob('Webhook Retry');
    const closed = await api.call('PATCH', `/api/job/${jobId}`, { token: hr.token, body: { isActive: false } });
    expect(closed.status).toBe(200);
    await arrived(flaky, 'job.closed', (data) => data.jobId === jobId);
    for (let round = 0; round < 3; round += 1) {
      const [pending] = await deliveriesOf(endpoint.id);
      expect(pending!.state).toBe('pending');
      // The sweep at the moment the next attempt is due.
      await sweep(new Date(Date.parse(pending!.nextAttemptAt!) + 1000));
    }
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery!.state).toBe('delivered');
    expect(delivery!.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 500, 200]);
    const gaps = delivery!.attempts
      .slice(1)
      .map((attempt, i) => Date.parse(attempt.at) - Date.parse(delivery!.attempts[i]!.at));
    expect(gaps).toEqual([6_000, 31_000, 121_000]);
    const sent = flaky.received.filter((item) => item.payload.data.jobId === jobId);
    expect(sent.map((item) => [item.id, item.verified])).toEqual(Array(4).fill([delivery!.eventId, true]));
    const endpoints = await api.call<WebhookEndpointDto[]>('GET', '/api/integrations/webhooks', { token: admin.token });
    expect(endpoints.body.find((item) => item.id === endpoint.id)?.failingSince).toBeNull();
  });

  it('when an endpoint fails for a day, then it is switched off, audited, admins are told, and nothing more is sent', async () => {
    const down = await receiver(Array(40).fill(500));
    const endpoint = await endpointFor(down, ['job.published']);
    const first = await createJob('Webhook Outage One');
    await arrived(down, 'job.published', (data) => data.jobId === first);
    const [failing] = await deliveriesOf(endpoint.id);
    const failedAt = Date.parse(failing!.attempts[0]!.at);
    const second = await createJob('Webhook Outage Two');
    await arrived(down, 'job.published', (data) => data.jobId === second);
    await sweep(new Date(failedAt + 25 * 3_600_000));

    const list = await api.call<WebhookEndpointDto[]>('GET', '/api/integrations/webhooks', { token: admin.token });
    expect(list.body.find((item) => item.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'Every delivery failed for 24 hours; last: HTTP 500',
    });
    const states = (await deliveriesOf(endpoint.id)).map((item) => item.state).sort();
    expect(states).toEqual(['failed', 'failed']);
    const audit = await db()
      .collection('auditLog')
      .where('target.id', '==', endpoint.id)
      .where('action', '==', 'integration.webhook_disabled')
      .get();
    expect(audit.docs.map((doc) => doc.get('actor'))).toEqual([{ uid: 'system', role: 'system' }]);
    const mail = await db().collection('mail').where('event', '==', 'webhook_disabled').get();
    const told = mail.docs.filter((doc) => String(doc.get('message.text')).includes(down.url));
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.get('message.subject')).toBe(`Webhook endpoint switched off: ${down.url}`);

    const before = down.received.length;
    const third = await createJob('Webhook Outage Three');
    await arrived(main, 'job.published', (data) => data.jobId === third);
    expect(down.received.length).toBe(before);

    // Switched on again: its failures are forgotten and a failed delivery can be sent by hand.
    const on = await api.call<WebhookEndpointDto>('PATCH', `/api/integrations/webhooks/${endpoint.id}`, {
      token: admin.token,
      body: { enabled: true },
    });
    expect(on.body).toMatchObject({ enabled: true, failingSince: null, disabledReason: null });
  });

  it('when a person is erased, then their pending deliveries are dropped and subscribers are told person.erased', async () => {
    const stuck = await receiver(Array(40).fill(503));
    const endpoint = await endpointFor(stuck, ['application.created']);
    const jobId = await createJob('Webhook Erasure');
    const applicant = await newApplicant(api, jobId, 'Erin Erased');
    await arrived(stuck, 'application.created', (data) => data.applicationId === applicant.id);
    const erased = await api.call('DELETE', `/api/user/${applicant.user.uid}`, { token: admin.token });
    expect(erased.status).toBe(200);

    const [dropped] = await deliveriesOf(endpoint.id);
    expect(dropped).toMatchObject({ state: 'dropped', nextAttemptAt: null });
    const stored = (await db().collection('webhookDeliveries').doc(dropped!.id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(applicant.user.uid);

    const [told] = await arrived(main, 'person.erased', (data) => data.personId === applicant.user.uid);
    expect(told!.payload.data).toEqual({ personId: applicant.user.uid });
    expect(told!.verified).toBe(true);
    // Once delivered, the notice keeps no id either.
    const notice = await until(
      async () => (await db().collection('webhookDeliveries').doc(`${told!.id}__${mainEndpoint.id}`).get()).data(),
      (data) => data?.data === null,
    );
    expect(notice).toMatchObject({ state: 'delivered', data: null, subject: null });
  });
});
