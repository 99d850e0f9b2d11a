import { FieldPath, Timestamp, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  PRIVACY_MESSAGES,
  PRIVACY_REQUEST_DUE_DAYS,
  type AuditValues,
  type PrivacyRequestStatus,
  type PrivacyRequestType,
} from '@hr-portal/contract';
import { recordAudit, SYSTEM_ACTOR, type AuditRecord } from '../../lib/audit.js';
import { rewriteMatches } from '../../lib/batches.js';
import { collections } from '../../lib/collections.js';
import { conflict, notFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import type { CursorPosition } from '../../lib/paging.js';
import { toRequestRecord, type PrivacyRequestRecord } from './record.js';
import { runTransaction } from '../../lib/transactions.js';

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

/**
 * Files a person's erasure request in the register with its audit entry (one transaction, which also makes
 * sure they have no open one already).
 */
export async function fileErasureRequest(requester: AuditRecord['actor'], now = Date.now()): Promise<string> {
  return runTransaction(async (transaction) => {
    if (!(await transaction.get(openErasureOf(requester.uid))).empty)
      throw conflict(PRIVACY_MESSAGES.erasureAlreadyRequested);
    const ref = requests().doc();
    transaction.create(ref, newRow('erasure', requester.uid, now));
    recordAudit(transaction, {
      actor: requester,
      action: 'privacy.request_filed',
      target: { type: 'privacyRequest', id: ref.id, person: requester.uid },
      before: null,
      after: { type: 'erasure' },
    });
    return ref.id;
  });
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

/**
 * Marks a request answered by `actor`, with its audit entry; `alongside` adds what must commit with it. A request
 * already answered is refused (two admins clicking at once answer it once).
 */
export async function markAnswered(
  id: string,
  actor: AuditRecord['actor'],
  after: AuditValues,
  alongside: (transaction: Transaction) => void = () => {},
): Promise<void> {
  await runTransaction(async (transaction) => {
    const snapshot = await transaction.get(requests().doc(id));
    const record = toRequestRecord(snapshot);
    if (!record) throw notFound(PRIVACY_MESSAGES.requestNotFound);
    if (record.status === 'done') throw conflict(PRIVACY_MESSAGES.requestHandled);
    transaction.update(snapshot.ref, { status: 'done', handledBy: actor.uid, handledAt: Timestamp.now() });
    recordAudit(transaction, {
      actor,
      action: 'privacy.request_answered',
      target: { type: 'privacyRequest', id, person: record.person },
      before: { status: 'open' },
      after,
    });
    alongside(transaction);
  });
}

export async function findRequest(id: string): Promise<PrivacyRequestRecord | null> {
  return toRequestRecord(await requests().doc(id).get());
}

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

/**
 * The audit entry of an erasure, naming only the pseudonym; a self-service erasure also gets its answered row
 * in the register, and a register request is marked answered with it (one transaction or batch either way).
 */
export async function recordErasure(
  actor: AuditRecord['actor'],
  pseudonym: string,
  before: AuditValues,
  answering: { requestId?: string; selfService?: boolean },
): Promise<void> {
  const entry = (writer: Transaction | WriteBatch) =>
    recordAudit(writer, {
      actor,
      action: 'user.deleted',
      target: { type: 'user', id: pseudonym, person: pseudonym },
      before,
      after: null,
    });
  if (answering.requestId) return markAnswered(answering.requestId, actor, { outcome: 'erased' }, entry);
  const batch = db().batch();
  entry(batch);
  if (answering.selfService) recordAnsweredRequest(batch, 'erasure', pseudonym);
  await batch.commit();
}

/** The audit entry of a retention anonymisation: by the system, about the pseudonym only. */
export async function recordAnonymised(pseudonym: string, before: AuditValues): Promise<void> {
  const batch = db().batch();
  recordAudit(batch, {
    actor: SYSTEM_ACTOR,
    action: 'user.anonymised',
    target: { type: 'user', id: pseudonym, person: pseudonym },
    before,
    after: null,
  });
  await batch.commit();
}
