import { PRIVACY_MESSAGES, type AuditValues } from '@hr-portal/contract';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { recordAudit, type AuditRecord } from '../../lib/audit.js';
import { erasedWebhook, queueWebhook } from '../../lib/webhook-outbox.js';
import { conflict, notFound } from '../../lib/errors.js';
import { newWriteBatch, runTransaction } from '../../lib/transactions.js';
import {
  fileRequestIn,
  hasOpenErasureIn,
  markAnsweredIn,
  recordAnsweredRequest,
  requestIn,
} from '../../data/privacy/requests.js';

/** Files a person's erasure request in the register with its audit entry; one open request per person (409). */
export async function fileErasureRequest(requester: AuditRecord['actor'], now = Date.now()): Promise<string> {
  return runTransaction(async (transaction) => {
    if (await hasOpenErasureIn(transaction, requester.uid)) throw conflict(PRIVACY_MESSAGES.erasureAlreadyRequested);
    const id = fileRequestIn(transaction, 'erasure', requester.uid, now);
    recordAudit(transaction, {
      actor: requester,
      action: 'privacy.request_filed',
      target: { type: 'privacyRequest', id, person: requester.uid },
      before: null,
      after: { type: 'erasure' },
    });
    return id;
  });
}

/**
 * Marks a request answered with its audit entry. A request unknown (404) or already answered (409) is refused,
 * inside the transaction: two admins clicking at once answer it once.
 */
export async function markAnswered(
  id: string,
  actor: AuditRecord['actor'],
  after: AuditValues,
  alongside: (transaction: Transaction) => void = () => {},
): Promise<void> {
  await runTransaction(async (transaction) => {
    const record = await requestIn(transaction, id);
    if (!record) throw notFound(PRIVACY_MESSAGES.requestNotFound);
    if (record.status === 'done') throw conflict(PRIVACY_MESSAGES.requestHandled);
    markAnsweredIn(transaction, id, actor.uid);
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

/**
 * The audit entry of an erasure, naming only the pseudonym; a self-service erasure also gets its answered row
 * in the register, and a register request is marked answered with it (one transaction or batch either way).
 */
export async function recordErasure(
  actor: AuditRecord['actor'],
  pseudonym: string,
  before: AuditValues,
  answering: { requestId?: string; selfService?: boolean },
  erasedUid: string,
): Promise<void> {
  const entry = (writer: Transaction | WriteBatch) => {
    recordAudit(writer, {
      actor,
      action: 'user.deleted',
      target: { type: 'user', id: pseudonym, person: pseudonym },
      before,
      after: null,
    });
    // Subscribers erase what they hold under the id they were given (webhooks carried only ids).
    queueWebhook(writer, erasedWebhook(erasedUid));
  };
  if (answering.requestId) return markAnswered(answering.requestId, actor, { outcome: 'erased' }, entry);
  const batch = newWriteBatch();
  entry(batch);
  if (answering.selfService) recordAnsweredRequest(batch, 'erasure', pseudonym);
  await batch.commit();
}
