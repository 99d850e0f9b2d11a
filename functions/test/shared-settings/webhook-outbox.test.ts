import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhookEndpointDto, WebhookDeliveryDto } from '@hr-portal/contract';
import { db } from '../../src/lib/firebase.js';
import { startServer, type TestServer } from '../support/api.js';
import { createTestUser, type TestUser } from '../support/users.js';
import { newApplicant } from '../support/applicants.js';
import { until } from '../support/until.js';
import { startReceiver, type TestReceiver } from '../support/webhook-receiver.js';

// No event is lost when the function that should deliver it never runs (a crash between the commit and the
// delivery): the event waits in the outbox, written in the change's own transaction, and the sweep delivers it.
// The Functions emulator's background triggers are switched off for the change, so nothing fans it out; this
// suite runs alone (shared-settings), so no other suite's triggers are held up meanwhile.

const HUB = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;
const triggers = async (on: boolean) => {
  const response = await fetch(`${HUB}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  expect(response.ok).toBe(true);
};

let api: TestServer;
let admin: TestUser;
let hr: TestUser;
let receiver: TestReceiver;
let endpoint: CreatedWebhookEndpointDto;

beforeAll(async () => {
  api = await startServer();
  [admin, hr] = await Promise.all([createTestUser('admin'), createTestUser('hr')]);
  receiver = await startReceiver();
  const created = await api.call<CreatedWebhookEndpointDto>('POST', '/api/integrations/webhooks', {
    token: admin.token,
    body: { url: receiver.url, events: ['application.stage_changed'] },
  });
  expect(created.status).toBe(201);
  endpoint = created.body;
  receiver.secret = endpoint.secret;
});

afterAll(async () => {
  await triggers(true);
  await api.call('DELETE', `/api/integrations/webhooks/${endpoint.id}`, { token: admin.token });
  await receiver.close();
  await api.close();
});

describe('the webhook outbox', () => {
  it('when no trigger runs after a move, then the event waits in the outbox and the sweep delivers it once', async () => {
    const job = await api.call('POST', '/api/job', { token: hr.token, body: { title: 'Outbox Role' } });
    const applicant = await newApplicant(api, job.body._id, 'Otto Outbox');

    await triggers(false);
    const moved = await api.call('PATCH', `/api/application/${applicant.id}/stage`, {
      token: hr.token,
      body: { stage: 'screening' },
    });
    expect(moved.status).toBe(200);
    const waiting = await db()
      .collection('webhookOutbox')
      .where('type', '==', 'application.stage_changed')
      .where('data.applicationId', '==', applicant.id)
      .get();
    expect(waiting.docs.map((doc) => doc.data())).toEqual([
      {
        type: 'application.stage_changed',
        data: {
          applicationId: applicant.id,
          jobId: job.body._id,
          candidateId: applicant.user.uid,
          fromStage: 'applied',
          toStage: 'screening',
          fromStatus: 'applied',
          toStatus: 'applied',
        },
        subject: applicant.user.uid,
        at: expect.anything(),
        expireAt: expect.anything(),
      },
    ]);
    // The event log and the outbox were written together: the move's event is there too.
    const logged = await db()
      .collection('applications')
      .doc(applicant.id)
      .collection('events')
      .where('type', '==', 'moved')
      .get();
    expect(logged.size).toBe(1);
    await triggers(true);
    expect(receiver.received).toEqual([]);

    // A minute later the sweep finds the event no trigger fanned out.
    const swept = await api.call<{ fannedOut: number; attempted: number }>('POST', '/api/integrations/webhooks/run', {
      token: admin.token,
      body: { now: new Date(Date.now() + 120_000).toISOString() },
    });
    expect(swept.status).toBe(200);
    expect(swept.body.fannedOut).toBeGreaterThanOrEqual(1);
    const eventId = waiting.docs[0]!.id;
    expect(receiver.received.map((item) => [item.id, item.payload.type, item.verified])).toEqual([
      [eventId, 'application.stage_changed', true],
    ]);
    expect((await db().collection('webhookOutbox').doc(eventId).get()).exists).toBe(false);

    // Running it again, or the late trigger, sends nothing twice: the event left the outbox with its delivery.
    await api.call('POST', '/api/integrations/webhooks/run', { token: admin.token, body: {} });
    const deliveries = await until(
      async () =>
        (
          await api.call<WebhookDeliveryDto[]>('GET', `/api/integrations/webhooks/${endpoint.id}/deliveries`, {
            token: admin.token,
          })
        ).body,
      (list) => list.length > 0,
    );
    expect(deliveries.map((item) => [item.eventId, item.state, item.attempts.length])).toEqual([
      [eventId, 'delivered', 1],
    ]);
    expect(receiver.received).toHaveLength(1);
  });
});
