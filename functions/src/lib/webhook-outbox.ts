import { randomBytes } from 'node:crypto';
import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { WebhookEventType, WebhookPayload } from '@hr-portal/contract';
import { collections } from './collections.js';

/** What a webhook event tells: ids and what happened, never resumes, notes or e-mail addresses. */
export interface WebhookEvent {
  type: WebhookEventType;
  data: WebhookPayload['data'];
  /** The person it concerns (their erasure drops it while it waits), or null. */
  subject: string | null;
}

/** How long an event waits in the outbox at most (TTL): the sweep fans it out within minutes. */
const OUTBOX_DAYS = 7;

/** Webhook ids sort by time (milliseconds, then random letters), like event ids. */
export const webhookEventId = (at: Timestamp) =>
  `msg_${String(at.toMillis()).padStart(13, '0')}${randomBytes(6).toString('hex')}`;

/**
 * Queues a webhook event inside the transaction or batch that makes the change it tells of: the change and its
 * event commit together or not at all, and a crash after the commit loses nothing (the outbox is fanned out to
 * the endpoints by a trigger, and by the sweep for anything a trigger missed). Answers the event's id.
 */
export function queueWebhook(writer: Transaction | WriteBatch, event: WebhookEvent, at = Timestamp.now()): string {
  const id = webhookEventId(at);
  // Both have create(ref, data); TypeScript cannot pick an overload on the union.
  (writer as WriteBatch).create(collections.webhookOutbox().doc(id), {
    type: event.type,
    data: event.data,
    subject: event.subject,
    at,
    expireAt: Timestamp.fromMillis(at.toMillis() + OUTBOX_DAYS * 86_400_000),
  });
  return id;
}

/**
 * `person.erased`: the one event that names a person by id on purpose, so subscribers erase what they hold under it.
 * Its subject is null (the erasure it follows must not drop it); once delivered its id is scrubbed from the log.
 */
export const erasedWebhook = (uid: string): WebhookEvent => ({
  type: 'person.erased',
  data: { personId: uid },
  subject: null,
});
