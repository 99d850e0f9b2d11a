import { randomUUID } from 'node:crypto';
import {
  INTEGRATION_LIMITS,
  INTEGRATION_MESSAGES,
  type WebhookDeliveryDto,
  type WebhookPayload,
} from '@hr-portal/contract';
import { notFound } from '../../lib/errors.js';
import type { Caller } from '../../lib/caller.js';
import { log } from '../../lib/log.js';
import { queueMail } from '../../lib/mail.js';
import { recordAudit, SYSTEM_ACTOR } from '../../lib/audit.js';
import { postChecked } from '../../lib/outbound-http.js';
import { runTransaction } from '../../lib/transactions.js';
import { signWebhook } from '../../lib/webhook-signature.js';
import type { CursorPosition } from '../../lib/paging.js';
import {
  createDeliveryIn,
  deleteOutboxEvent,
  deleteOutboxEventIn,
  deliveriesOf,
  deliveryById,
  deliveryIn,
  dueDeliveries,
  outboxEventById,
  outboxEventIn,
  outboxEventsBefore,
  updateDeliveryIn,
  type DeliveryRecord,
} from '../../data/integrations/deliveries.js';
import {
  endpointIn,
  hasSubscribers,
  subscribersIn,
  updateEndpointIn,
  type EndpointRecord,
} from '../../data/integrations/endpoints.js';
import { adminAddresses } from '../../data/users/roles.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { addressPolicy, requireEndpoint } from './endpoints.js';

// Delivery, at least once: an outbox event becomes one delivery per subscribed endpoint (one transaction, ids fixed
// by event and endpoint, so doing it twice creates nothing twice), each delivery is tried at once and then on a
// growing schedule for 24 hours. A lease keeps two workers from sending one delivery at the same moment; a worker
// that dies mid-send leaves the lease to run out and the sweep sends again (receivers de-duplicate on webhook-id).

const HOUR = 3_600_000;
/** Waits after the 1st, 2nd, ... failed attempt (then 6 hours each) until 24 hours have passed. */
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, HOUR, 2 * HOUR, 4 * HOUR, 6 * HOUR];
/** How long one worker holds a delivery while it sends (longer than a request can take). */
const LEASE_MS = INTEGRATION_LIMITS.timeoutMs * 3;
/** Outbox events a trigger should have fanned out by now: older ones the sweep takes. */
const OUTBOX_GRACE_MS = 60_000;
const SWEEP_BATCH = 100;

export const retryDelay = (failedAttempts: number) =>
  RETRY_DELAYS_MS[Math.min(failedAttempts, RETRY_DELAYS_MS.length) - 1] ?? 6 * HOUR;

export function toDeliveryDto(delivery: DeliveryRecord): WebhookDeliveryDto {
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    type: delivery.type,
    state: delivery.state,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    createdAt: delivery.createdAt?.toISOString() ?? null,
  };
}

/**
 * Fans one outbox event out to the endpoints subscribed to its type and removes it from the outbox, in one
 * transaction; then tries each new delivery. Answers the deliveries created (none when it was done already).
 */
export async function fanOut(eventId: string, at?: Date): Promise<string[]> {
  const now = at ?? new Date();
  // Most events have no subscriber: they leave the outbox without a transaction (one holding the endpoints' query
  // would serialise every event's fan-out). An endpoint receives the events fanned out after it was added.
  const waiting = await outboxEventById(eventId);
  if (!waiting) return [];
  if (!(await hasSubscribers(waiting.type))) {
    await deleteOutboxEvent(eventId);
    return [];
  }
  const created = await runTransaction(async (transaction) => {
    const event = await outboxEventIn(transaction, eventId);
    if (!event) return [];
    const subscribers = await subscribersIn(transaction, event.type);
    const ids = subscribers.map((endpoint) => createDeliveryIn(transaction, event, endpoint.id, now));
    deleteOutboxEventIn(transaction, eventId);
    return ids;
  });
  await Promise.all(created.map((id) => attemptDelivery(id, at)));
  return created;
}

/** The body and headers of one attempt (Standard Webhooks: id, timestamp, signature over both and the body). */
export function signedRequest(delivery: DeliveryRecord, secret: string, now: Date) {
  const payload: WebhookPayload = {
    type: delivery.type,
    timestamp: delivery.at.toISOString(),
    data: delivery.data ?? {},
  };
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    body,
    headers: {
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, delivery.eventId, timestamp, body),
    },
  };
}

type Lease = { delivery: DeliveryRecord; endpoint: EndpointRecord; token: string } | null;

/** Takes a due delivery for this worker (null when it is not pending, not due, held by another, or dropped now). */
async function lease(id: string, now: Date): Promise<Lease> {
  return runTransaction(async (transaction) => {
    const delivery = await deliveryIn(transaction, id);
    if (!delivery || delivery.state !== 'pending') return null;
    if (delivery.nextAttemptAt && delivery.nextAttemptAt > now) return null;
    if (delivery.leaseUntil && delivery.leaseUntil > now) return null;
    const endpoint = await endpointIn(transaction, delivery.endpointId);
    if (!endpoint || !endpoint.enabled) {
      // Removed or switched off: nothing will send it (a redelivery by hand can, once switched on).
      updateDeliveryIn(transaction, delivery, {
        state: 'dropped',
        nextAttemptAt: null,
        leaseUntil: null,
        scrub: delivery.type === 'person.erased',
      });
      return null;
    }
    const token = randomUUID();
    updateDeliveryIn(transaction, delivery, { leaseUntil: new Date(now.getTime() + LEASE_MS), leaseToken: token });
    return { delivery, endpoint, token };
  });
}

/**
 * Tries one delivery if it is due. `at` is a test clock (the emulators' run-now path); otherwise each step reads the
 * time afresh, so a long sweep never signs with a stale timestamp or takes an already-expired lease. Answers the
 * delivery's state afterwards (null when this worker did not try it).
 */
export async function attemptDelivery(id: string, at?: Date): Promise<DeliveryRecord['state'] | null> {
  const now = at ?? new Date();
  const leased = await lease(id, now);
  if (!leased) return null;
  const { body, headers } = signedRequest(leased.delivery, leased.endpoint.secret, now);
  const result = await postChecked(leased.endpoint.url, headers, body, addressPolicy(), {
    timeoutMs: INTEGRATION_LIMITS.timeoutMs,
    excerptBytes: INTEGRATION_LIMITS.excerptLength,
  });
  const delivered = result.status !== null && result.status >= 200 && result.status < 300;
  const attempt = {
    at: now.toISOString(),
    status: result.status,
    durationMs: result.durationMs,
    excerpt: result.excerpt,
  };
  return recordOutcome(id, attempt, delivered, now);
}

async function recordOutcome(
  id: string,
  attempt: WebhookDeliveryDto['attempts'][number],
  delivered: boolean,
  now: Date,
): Promise<DeliveryRecord['state'] | null> {
  const disabled = await runTransaction(async (transaction) => {
    const delivery = await deliveryIn(transaction, id);
    if (!delivery) return null;
    const endpoint = await endpointIn(transaction, delivery.endpointId);
    // Failures since the current 24 hours began (a redelivery by hand starts the schedule again).
    const failures =
      delivery.attempts.filter((earlier) => Date.parse(earlier.at) >= delivery.retryFrom.getTime()).length + 1;
    const next = new Date(now.getTime() + retryDelay(failures));
    const givenUp = next.getTime() - delivery.retryFrom.getTime() > INTEGRATION_LIMITS.retryHours * HOUR;
    const state = delivered ? 'delivered' : givenUp ? 'failed' : 'pending';
    updateDeliveryIn(transaction, delivery, {
      attempt,
      state,
      nextAttemptAt: state === 'pending' ? next : null,
      leaseUntil: null,
      leaseToken: null,
      // `person.erased` names the person on purpose; once its journey ends the id leaves the log.
      scrub: delivery.type === 'person.erased' && state !== 'pending',
    });
    if (!endpoint) return null;
    if (delivered) {
      if (endpoint.failingSince) updateEndpointIn(transaction, endpoint.id, { failingSince: null });
      return null;
    }
    const failingSince = endpoint.failingSince ?? now;
    const dayOfFailures = now.getTime() - failingSince.getTime() >= INTEGRATION_LIMITS.disableAfterHours * HOUR;
    if (!(dayOfFailures && endpoint.enabled)) {
      if (!endpoint.failingSince) updateEndpointIn(transaction, endpoint.id, { failingSince });
      return null;
    }
    const reason = `Every delivery failed for ${INTEGRATION_LIMITS.disableAfterHours} hours; last: ${
      attempt.status === null ? attempt.excerpt : `HTTP ${attempt.status}`
    }`.slice(0, 300);
    updateEndpointIn(transaction, endpoint.id, { enabled: false, disabledReason: reason });
    recordAudit(transaction, {
      actor: SYSTEM_ACTOR,
      action: 'integration.webhook_disabled',
      target: { type: 'webhookEndpoint', id: endpoint.id, label: endpoint.url },
      before: { enabled: true },
      after: { enabled: false, reason },
    });
    return { endpoint, reason };
  });
  if (disabled) await tellAdmins(disabled.endpoint, disabled.reason);
  return delivered ? 'delivered' : ((await deliveryById(id))?.state ?? null);
}

/** E-mails every admin that an endpoint was switched off (a security notice: always sent). */
async function tellAdmins(endpoint: EndpointRecord, reason: string): Promise<void> {
  const [admins, templates] = await Promise.all([adminAddresses(), loadTemplates()]);
  const values = { webhookUrl: endpoint.url, reason, portalUrl: portalLink('/admin/integrations') };
  await runTransaction(async (transaction) => {
    for (const admin of admins) {
      const mail = composeMail(templates, 'webhook_disabled', admin.email, values, { recipientUid: admin.uid });
      if (mail) queueMail(transaction, mail);
    }
  });
  log.info('webhook endpoint switched off', { endpoint: endpoint.id, admins: admins.length });
}

/**
 * The sweep (every minute deployed; on demand under the emulators): fans out outbox events a trigger missed, then
 * tries every delivery that is due. Answers how many of each it took.
 */
export async function sweepWebhooks(at?: Date): Promise<{ fannedOut: number; attempted: number }> {
  const now = at ?? new Date();
  const missed = await outboxEventsBefore(new Date(now.getTime() - OUTBOX_GRACE_MS), SWEEP_BATCH);
  for (const id of missed) await fanOut(id, at);
  const due = await dueDeliveries(now, SWEEP_BATCH);
  let attempted = 0;
  // A few at a time: one slow receiver (10 s at most) does not hold up the rest for long.
  for (let start = 0; start < due.length; start += 5) {
    const states = await Promise.all(due.slice(start, start + 5).map((id) => attemptDelivery(id, at)));
    attempted += states.filter((state) => state !== null).length;
  }
  return { fannedOut: missed.length, attempted };
}

/** An endpoint's deliveries, newest first, paged. */
export async function deliveriesFor(endpointId: string, limit: number, after: CursorPosition | null) {
  await requireEndpoint(endpointId);
  return deliveriesOf(endpointId, limit, after);
}

/**
 * Sends a delivery again by hand, now, with the same webhook-id: it gets another 24 hours of retries. Answers the
 * delivery as it stands after the attempt.
 */
export async function redeliver(caller: Caller, endpointId: string, id: string, now = new Date()) {
  const endpoint = await requireEndpoint(endpointId);
  await runTransaction(async (transaction) => {
    const delivery = await deliveryIn(transaction, id);
    if (!delivery || delivery.endpointId !== endpointId) throw notFound(INTEGRATION_MESSAGES.deliveryNotFound);
    updateDeliveryIn(transaction, delivery, {
      state: 'pending',
      nextAttemptAt: now,
      leaseUntil: null,
      leaseToken: null,
      retryFrom: now,
    });
    recordAudit(transaction, {
      actor: caller,
      action: 'integration.delivery_resent',
      target: { type: 'webhookEndpoint', id: endpointId, label: endpoint.url },
      before: { delivery: id, state: delivery.state },
      after: { state: 'pending' },
    });
  });
  await attemptDelivery(id);
  const delivery = await deliveryById(id);
  if (!delivery) throw notFound(INTEGRATION_MESSAGES.deliveryNotFound);
  return toDeliveryDto(delivery);
}
