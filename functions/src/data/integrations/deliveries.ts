import { FieldPath, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_EVENT_TYPES,
  type DeliveryAttemptDto,
  type WebhookDeliveryState,
  type WebhookEventType,
  type WebhookPayload,
} from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import type { CursorPosition } from '../../lib/paging.js';
import { dateOf } from '../../lib/timestamps.js';

// The outbox (webhookOutbox, written by lib/webhook-outbox.ts in the transaction of each change) and the deliveries
// fanned out of it: one per event and endpoint, with the payload, the state and every attempt.

const outbox = () => collections.webhookOutbox();
const deliveries = () => collections.webhookDeliveries();

/** Attempts kept per delivery (the retry schedule makes about 12 in its 24 hours; redeliveries add to them). */
const ATTEMPTS_KEPT = 30;
/** Deliveries are kept this long, then a real project's TTL deletes them (firestore.indexes.json). */
const KEPT_DAYS = 30;

export interface OutboxEvent {
  id: string;
  type: WebhookEventType;
  data: WebhookPayload['data'];
  subject: string | null;
  at: Date;
}

function toOutboxEvent(snapshot: DocumentSnapshot): OutboxEvent | null {
  const data = snapshot.data();
  if (!data || !WEBHOOK_EVENT_TYPES.includes(data.type as WebhookEventType)) return null;
  return {
    id: snapshot.id,
    type: data.type as WebhookEventType,
    data: (data.data ?? {}) as WebhookPayload['data'],
    subject: typeof data.subject === 'string' ? data.subject : null,
    at: dateOf(data.at) ?? new Date(0),
  };
}

export interface DeliveryRecord {
  id: string;
  endpointId: string;
  eventId: string;
  type: WebhookEventType;
  /** The body's `data`; null once scrubbed (an erased person's, or a delivered `person.erased`). */
  data: WebhookPayload['data'] | null;
  /** When the event happened: the body's `timestamp`. */
  at: Date;
  subject: string | null;
  state: WebhookDeliveryState;
  attempts: DeliveryAttemptDto[];
  createdAt: Date | null;
  /** The start of the current 24 hours of retries (creation, or a redelivery by hand). */
  retryFrom: Date;
  nextAttemptAt: Date | null;
  leaseUntil: Date | null;
  /** Which worker holds the delivery while it sends: only that worker records the outcome. */
  leaseToken: string | null;
}

function toDelivery(snapshot: DocumentSnapshot): DeliveryRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const state = WEBHOOK_DELIVERY_STATES.includes(data.state) ? (data.state as WebhookDeliveryState) : 'failed';
  return {
    id: snapshot.id,
    endpointId: String(data.endpointId ?? ''),
    eventId: String(data.eventId ?? ''),
    type: data.type as WebhookEventType,
    data: data.data && typeof data.data === 'object' ? (data.data as WebhookPayload['data']) : null,
    at: dateOf(data.at) ?? new Date(0),
    subject: typeof data.subject === 'string' ? data.subject : null,
    state,
    attempts: Array.isArray(data.attempts) ? (data.attempts as DeliveryAttemptDto[]) : [],
    createdAt: dateOf(data.createdAt),
    retryFrom: dateOf(data.retryFrom) ?? dateOf(data.createdAt) ?? new Date(0),
    nextAttemptAt: dateOf(data.nextAttemptAt),
    leaseUntil: dateOf(data.leaseUntil),
    leaseToken: typeof data.leaseToken === 'string' ? data.leaseToken : null,
  };
}

/** The delivery of one event to one endpoint has one id, so fanning an event out twice creates nothing twice. */
export const deliveryId = (eventId: string, endpointId: string) => `${eventId}__${endpointId}`;

export async function outboxEventIn(transaction: Transaction, id: string): Promise<OutboxEvent | null> {
  return toOutboxEvent(await transaction.get(outbox().doc(id)));
}

export async function outboxEventById(id: string): Promise<OutboxEvent | null> {
  return toOutboxEvent(await outbox().doc(id).get());
}

export async function deleteOutboxEvent(id: string): Promise<void> {
  await outbox().doc(id).delete();
}

export function deleteOutboxEventIn(transaction: Transaction, id: string): void {
  transaction.delete(outbox().doc(id));
}

/** Outbox events older than `before` (a trigger should have fanned them out: the sweep does it). */
export async function outboxEventsBefore(before: Date, limit: number): Promise<string[]> {
  const snapshot = await outbox().where('at', '<=', Timestamp.fromDate(before)).orderBy('at').limit(limit).get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Creates the delivery of an event to an endpoint, due now. */
export function createDeliveryIn(transaction: Transaction, event: OutboxEvent, endpointId: string, now: Date): string {
  const id = deliveryId(event.id, endpointId);
  transaction.create(deliveries().doc(id), {
    endpointId,
    eventId: event.id,
    type: event.type,
    data: event.data,
    at: Timestamp.fromDate(event.at),
    subject: event.subject,
    state: 'pending',
    attempts: [],
    createdAt: Timestamp.fromDate(now),
    retryFrom: Timestamp.fromDate(now),
    nextAttemptAt: Timestamp.fromDate(now),
    leaseUntil: null,
    expireAt: Timestamp.fromMillis(now.getTime() + KEPT_DAYS * 86_400_000),
  });
  return id;
}

export async function deliveryIn(transaction: Transaction, id: string): Promise<DeliveryRecord | null> {
  return toDelivery(await transaction.get(deliveries().doc(id)));
}

export async function deliveryById(id: string): Promise<DeliveryRecord | null> {
  return toDelivery(await deliveries().doc(id).get());
}

export interface DeliveryChange {
  state?: WebhookDeliveryState;
  nextAttemptAt?: Date | null;
  leaseUntil?: Date | null;
  leaseToken?: string | null;
  retryFrom?: Date;
  /** An attempt to add (the oldest go beyond ATTEMPTS_KEPT). */
  attempt?: DeliveryAttemptDto;
  /** Drops the payload (and the answers' excerpts, which may echo it). */
  scrub?: boolean;
}

const stamp = (date: Date | null) => (date ? Timestamp.fromDate(date) : null);

export function updateDeliveryIn(transaction: Transaction, current: DeliveryRecord, change: DeliveryChange): void {
  const fields: Record<string, unknown> = {};
  if (change.state) fields.state = change.state;
  if (change.nextAttemptAt !== undefined) fields.nextAttemptAt = stamp(change.nextAttemptAt);
  if (change.leaseUntil !== undefined) fields.leaseUntil = stamp(change.leaseUntil);
  if (change.leaseToken !== undefined) fields.leaseToken = change.leaseToken;
  if (change.retryFrom) fields.retryFrom = Timestamp.fromDate(change.retryFrom);
  let attempts = change.attempt ? [...current.attempts, change.attempt].slice(-ATTEMPTS_KEPT) : undefined;
  if (change.scrub) {
    fields.data = null;
    fields.subject = null;
    attempts = (attempts ?? current.attempts).map((attempt) => ({ ...attempt, excerpt: '' }));
  }
  if (attempts) fields.attempts = attempts;
  transaction.update(deliveries().doc(current.id), fields);
}

/** Deliveries that used up their attempts (counted in admins' "Needs you"; single-field index). */
export const failedDeliveriesQuery = () => deliveries().where('state', '==', 'failed');

export const dueDeliveriesQuery = (now: Date) =>
  deliveries()
    .where('state', '==', 'pending')
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt');

/** Deliveries due: pending, their next attempt at or before `now`, soonest first. */
export async function dueDeliveries(now: Date, limit: number): Promise<string[]> {
  const snapshot = await dueDeliveriesQuery(now).limit(limit).get();
  return snapshot.docs.map((doc) => doc.id);
}

export const endpointDeliveriesQuery = (endpointId: string) =>
  deliveries()
    .where('endpointId', '==', endpointId)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');

/** One page of an endpoint's deliveries, newest first. */
export async function deliveriesOf(endpointId: string, limit: number, after: CursorPosition | null) {
  let query = endpointDeliveriesQuery(endpointId).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return (await query.get()).docs.map(toDelivery).filter((delivery) => delivery !== null);
}

/** An endpoint's deliveries still waiting (its removal drops them). */
export async function pendingDeliveriesOf(endpointId: string, limit: number): Promise<DeliveryRecord[]> {
  const snapshot = await deliveries()
    .where('endpointId', '==', endpointId)
    .where('state', '==', 'pending')
    .limit(limit)
    .get();
  return snapshot.docs.map(toDelivery).filter((delivery) => delivery !== null);
}

// A person's traces: the outbox events and deliveries about them (their ids are in the payloads).

export async function outboxEventsAbout(uid: string): Promise<OutboxEvent[]> {
  const snapshot = await outbox().where('subject', '==', uid).get();
  return snapshot.docs.map(toOutboxEvent).filter((event) => event !== null);
}

export async function deliveriesAbout(uid: string): Promise<DeliveryRecord[]> {
  const snapshot = await deliveries().where('subject', '==', uid).get();
  return snapshot.docs.map(toDelivery).filter((delivery) => delivery !== null);
}

/**
 * Erasure: the person's waiting outbox events go, their pending deliveries are dropped and every delivery about them
 * loses its payload and the receivers' excerpts. Answers how many documents changed.
 */
export async function forgetWebhooksAbout(uid: string): Promise<number> {
  // The waiting events go first: a fan-out racing this finds its event gone, or committed its deliveries before
  // the query below reads them.
  const events = await outbox().where('subject', '==', uid).get();
  await Promise.all(events.docs.map((doc) => doc.ref.delete()));
  const found = await deliveries().where('subject', '==', uid).get();
  await Promise.all(
    found.docs.map(async (doc) => {
      const record = toDelivery(doc);
      if (!record) return;
      try {
        await doc.ref.update({
          state: record.state === 'pending' ? 'dropped' : record.state,
          nextAttemptAt: null,
          // A worker sending it now records nothing back (its lease is gone).
          leaseToken: null,
          leaseUntil: null,
          data: null,
          subject: null,
          attempts: record.attempts.map((attempt) => ({ ...attempt, excerpt: '' })),
        });
      } catch (error) {
        // Deleted meanwhile (its TTL): nothing of the person is left in it.
        if ((error as { code?: number }).code !== 5) throw error;
      }
    }),
  );
  return events.size + found.size;
}
