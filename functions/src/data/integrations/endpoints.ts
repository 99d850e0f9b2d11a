import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { INTEGRATION_LIMITS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { recordAudit, type AuditRecord } from '../../lib/audit.js';
import { dateOf } from '../../lib/timestamps.js';
import { runTransaction } from '../../lib/transactions.js';

// Webhook endpoints: where to send which events, and the secret deliveries are signed with (the API shows it once;
// no client reads this collection). No one's personal data: an address and event names.

const endpoints = () => collections.webhookEndpoints();

export interface EndpointRecord {
  id: string;
  url: string;
  events: WebhookEventType[];
  secret: string;
  enabled: boolean;
  createdAt: Date | null;
  failingSince: Date | null;
  disabledReason: string | null;
}

function toEndpoint(snapshot: DocumentSnapshot): EndpointRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const events = Array.isArray(data.events) ? data.events : [];
  return {
    id: snapshot.id,
    url: String(data.url ?? ''),
    events: events.filter((type): type is WebhookEventType => WEBHOOK_EVENT_TYPES.includes(type as WebhookEventType)),
    secret: String(data.secret ?? ''),
    enabled: data.enabled === true,
    createdAt: dateOf(data.createdAt),
    failingSince: dateOf(data.failingSince),
    disabledReason: typeof data.disabledReason === 'string' ? data.disabledReason : null,
  };
}

export async function listEndpoints(): Promise<EndpointRecord[]> {
  const snapshot = await endpoints().orderBy('createdAt', 'desc').limit(INTEGRATION_LIMITS.endpointsPerPortal).get();
  return snapshot.docs.map(toEndpoint).filter((endpoint) => endpoint !== null);
}

export async function endpointById(id: string): Promise<EndpointRecord | null> {
  return toEndpoint(await endpoints().doc(id).get());
}

export async function endpointIn(transaction: Transaction, id: string): Promise<EndpointRecord | null> {
  return toEndpoint(await transaction.get(endpoints().doc(id)));
}

export const subscribersQuery = (type: WebhookEventType) =>
  endpoints().where('enabled', '==', true).where('events', 'array-contains', type);

/** Whether any switched-on endpoint subscribed to an event type (one index entry read, no document). */
export async function hasSubscribers(type: WebhookEventType): Promise<boolean> {
  return !(await subscribersQuery(type).select().limit(1).get()).empty;
}

/** The switched-on endpoints that subscribed to an event type, as a transaction reads them. */
export async function subscribersIn(transaction: Transaction, type: WebhookEventType): Promise<EndpointRecord[]> {
  const query = subscribersQuery(type).limit(INTEGRATION_LIMITS.endpointsPerPortal);
  return (await transaction.get(query)).docs.map(toEndpoint).filter((endpoint) => endpoint !== null);
}

/** Stores an endpoint with its audit entry; false when the portal already has as many as it may. */
export async function createEndpoint(
  record: Pick<EndpointRecord, 'url' | 'events' | 'secret'>,
  auditOf: (id: string) => AuditRecord,
): Promise<string | null> {
  return runTransaction(async (transaction) => {
    const count = (await transaction.get(endpoints().count())).data().count;
    if (count >= INTEGRATION_LIMITS.endpointsPerPortal) return null;
    const ref = endpoints().doc();
    transaction.create(ref, {
      ...record,
      enabled: true,
      failingSince: null,
      disabledReason: null,
      createdAt: FieldValue.serverTimestamp(),
    });
    recordAudit(transaction, auditOf(ref.id));
    return ref.id;
  });
}

/** The fields a change or a delivery's outcome sets on an endpoint. */
export interface EndpointChange {
  url?: string;
  events?: WebhookEventType[];
  enabled?: boolean;
  failingSince?: Date | null;
  disabledReason?: string | null;
}

export function updateEndpointIn(transaction: Transaction, id: string, change: EndpointChange): void {
  const { failingSince, ...rest } = change;
  transaction.update(endpoints().doc(id), {
    ...rest,
    ...(failingSince === undefined ? {} : { failingSince: failingSince ? Timestamp.fromDate(failingSince) : null }),
  });
}

export function deleteEndpointIn(transaction: Transaction, id: string): void {
  transaction.delete(endpoints().doc(id));
}
