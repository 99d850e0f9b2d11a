import { FieldPath, Timestamp, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  PRIVACY_REQUEST_DUE_DAYS,
  type AuditValues,
  type PrivacyRequestStatus,
  type PrivacyRequestType,
} from '@hr-portal/contract';
import { recordAudit, SYSTEM_ACTOR, type AuditRecord } from '../../lib/audit.js';
import { rewriteMatches } from '../../lib/batches.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { erasedWebhook, queueWebhook } from '../../lib/webhook-outbox.js';
import type { CursorPosition } from '../../lib/paging.js';
import { toRequestRecord, type PrivacyRequestRecord } from './record.js';

const requests = () => collections.privacyRequests();
const DAY_MS = 24 * 60 * 60 * 1000;

const newRow = (type: PrivacyRequestType, person: string, now: number) => ({
  type,
  person,
  receivedAt: Timestamp.fromMillis(now),
  dueAt: Timestamp.fromMillis(now + PRIVACY_REQUEST_DUE_DAYS * DAY_MS),
  status: 'open' as PrivacyRequestStatus,
  handledBy: null as string | null,
  handledAt: null as Timestamp | null,
});

const openErasureOf = (uid: string) =>
  requests().where('person', '==', uid).where('type', '==', 'erasure').where('status', '==', 'open').limit(1);

/** Whether the person has an erasure request still open, as a transaction reads it. */
export async function hasOpenErasureIn(transaction: Transaction, uid: string): Promise<boolean> {
  return !(await transaction.get(openErasureOf(uid))).empty;
}

/** Files a request in the register (open, due in the legal term); answers its id. */
export function fileRequestIn(transaction: Transaction, type: PrivacyRequestType, person: string, now: number): string {
  const ref = requests().doc();
  transaction.create(ref, newRow(type, person, now));
  return ref.id;
}

/** A request answered on the spot (a self-service export or erasure), written with what answered it. */
export function recordAnsweredRequest(
  writer: Transaction | WriteBatch,
  type: PrivacyRequestType,
  person: string,
  now = Date.now(),
): string {
  const ref = requests().doc();
  const handledAt = Timestamp.fromMillis(now);
  (writer as WriteBatch).create(ref, { ...newRow(type, person, now), status: 'done', handledBy: person, handledAt });
  return ref.id;
}

/**
 * An export's audit entry and the security notice to the person, in one batch; a self-service export also gets
 * its answered row in the register (an admin's export belongs to a request already there).
 */
export async function recordExport(
  actor: AuditRecord['actor'],
  person: string,
  notice: OutboxMail | null,
  now = Date.now(),
): Promise<void> {
  const batch = db().batch();
  const selfService = actor.uid === person;
  const id = selfService ? recordAnsweredRequest(batch, 'export', person, now) : person;
  if (notice) queueMail(batch, notice, now);
  recordAudit(batch, {
    actor,
    action: 'privacy.data_exported',
    target: { type: selfService ? 'privacyRequest' : 'user', id, person },
    before: null,
    after: { by: selfService ? 'self-service' : 'admin' },
  });
  await batch.commit();
}

/** One request as a transaction reads it; null when there is none. */
export async function requestIn(transaction: Transaction, id: string): Promise<PrivacyRequestRecord | null> {
  return toRequestRecord(await transaction.get(requests().doc(id)));
}

/** Marks a request answered by `handledBy`, now. */
export function markAnsweredIn(transaction: Transaction, id: string, handledBy: string): void {
  transaction.update(requests().doc(id), { status: 'done', handledBy, handledAt: Timestamp.now() });
}

export async function findRequest(id: string): Promise<PrivacyRequestRecord | null> {
  return toRequestRecord(await requests().doc(id).get());
}

/** Open requests due by `by`, soonest first (admins' "Needs you"; index status + dueAt). */
export const dueRequestsQuery = (by: Date): Query =>
  requests().where('status', '==', 'open').where('dueAt', '<=', Timestamp.fromDate(by)).orderBy('dueAt');

/** The register, newest first; `status` narrows it (index status + receivedAt). */
export function requestsQuery(status?: PrivacyRequestStatus): Query {
  const all: Query = requests();
  const query = status ? all.where('status', '==', status) : all;
  return query.orderBy('receivedAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

export async function listRequests(
  status: PrivacyRequestStatus | undefined,
  limit: number,
  after: CursorPosition | null,
) {
  let query = requestsQuery(status).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return (await query.get()).docs.map(toRequestRecord).filter((row): row is PrivacyRequestRecord => row !== null);
}

/** A person's own requests (their export). */
export async function requestsOf(uid: string, limit: number) {
  const snapshot = await requests().where('person', '==', uid).limit(limit).get();
  return snapshot.docs.map((row) => {
    const record = toRequestRecord(row)!;
    return { type: record.type, status: record.status, receivedAt: record.receivedAt?.toISOString() ?? null };
  });
}

/** Rows stay as the record that a request was answered; the person (and a handler erased later) becomes the pseudonym. */
export async function pseudonymiseRequester(uid: string, pseudonym: string): Promise<number> {
  const asked = await rewriteMatches(requests().where('person', '==', uid), (row, batch) =>
    batch.update(row.ref, { person: pseudonym }),
  );
  const handled = await rewriteMatches(requests().where('handledBy', '==', uid), (row, batch) =>
    batch.update(row.ref, { handledBy: pseudonym }),
  );
  return asked + handled;
}

/** The audit entry of a retention anonymisation: by the system, about the pseudonym only. */
export async function recordAnonymised(pseudonym: string, before: AuditValues, erasedUid: string): Promise<void> {
  const batch = db().batch();
  queueWebhook(batch, erasedWebhook(erasedUid));
  recordAudit(batch, {
    actor: SYSTEM_ACTOR,
    action: 'user.anonymised',
    target: { type: 'user', id: pseudonym, person: pseudonym },
    before,
    after: null,
  });
  await batch.commit();
}
