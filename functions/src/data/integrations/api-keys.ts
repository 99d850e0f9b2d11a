import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { API_KEY_SCOPES, INTEGRATION_LIMITS, type ApiKeyScope } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { runTransaction } from '../../lib/transactions.js';
import { recordAudit, type AuditRecord } from '../../lib/audit.js';
import { dateOf } from '../../lib/timestamps.js';

// API keys: the key itself is never stored, only its SHA-256 (a key is 32 random bytes, so a fast hash is enough:
// there is nothing to guess) and its first characters to tell keys apart. Revoking deletes the document: the next
// request with the key finds nothing, at once.

const keys = () => collections.apiKeys();

export interface ApiKeyRecord {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  hash: string;
  createdAt: Date | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

function toKey(snapshot: DocumentSnapshot): ApiKeyRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const scopes = Array.isArray(data.scopes) ? data.scopes : [];
  return {
    id: snapshot.id,
    name: String(data.name ?? ''),
    scopes: scopes.filter((scope): scope is ApiKeyScope => API_KEY_SCOPES.includes(scope as ApiKeyScope)),
    prefix: String(data.prefix ?? ''),
    hash: String(data.hash ?? ''),
    createdAt: dateOf(data.createdAt),
    expiresAt: dateOf(data.expiresAt),
    lastUsedAt: dateOf(data.lastUsedAt),
  };
}

/** A new key's id (the document id is part of the key, so a key is found by one point read). */
export const newApiKeyId = () => keys().doc().id;

export async function apiKeyById(id: string): Promise<ApiKeyRecord | null> {
  return toKey(await keys().doc(id).get());
}

/** Every key, newest first (there are at most INTEGRATION_LIMITS.keysPerPortal). */
export async function listApiKeys(): Promise<ApiKeyRecord[]> {
  const snapshot = await keys().orderBy('createdAt', 'desc').limit(INTEGRATION_LIMITS.keysPerPortal).get();
  return snapshot.docs.map(toKey).filter((key) => key !== null);
}

/**
 * Stores a key with its audit entry, in a transaction that counts the keys first, so two creations cannot pass
 * the limit together. Answers false when the limit is reached.
 */
export async function createApiKey(
  record: Omit<ApiKeyRecord, 'createdAt' | 'lastUsedAt'>,
  audit: AuditRecord,
): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const count = (await transaction.get(keys().count())).data().count;
    if (count >= INTEGRATION_LIMITS.keysPerPortal) return false;
    const { id, expiresAt, ...fields } = record;
    transaction.create(keys().doc(id), {
      ...fields,
      expiresAt: expiresAt ? Timestamp.fromDate(expiresAt) : null,
      lastUsedAt: null,
      createdAt: FieldValue.serverTimestamp(),
    });
    recordAudit(transaction, audit);
    return true;
  });
}

/** Deletes a key with its audit entry; answers what was deleted, or null when there was no such key. */
export async function deleteApiKey(
  id: string,
  auditOf: (key: ApiKeyRecord) => AuditRecord,
): Promise<ApiKeyRecord | null> {
  return runTransaction(async (transaction) => {
    const key = toKey(await transaction.get(keys().doc(id)));
    if (!key) return null;
    transaction.delete(keys().doc(id));
    recordAudit(transaction, auditOf(key));
    return key;
  });
}

/**
 * One use of a key: its audit entry, and its last use when the stored one is older than a minute (a busy key
 * writes its document at most once a minute). The key may have been revoked meanwhile: then only the entry.
 */
export async function recordApiKeyUse(key: ApiKeyRecord, audit: AuditRecord, now: Date): Promise<void> {
  const batch = db().batch();
  recordAudit(batch, audit);
  const stale = !key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= 60_000;
  if (stale) batch.update(keys().doc(key.id), { lastUsedAt: Timestamp.fromDate(now) });
  try {
    await batch.commit();
  } catch (error) {
    // NOT_FOUND: the key was deleted between the check and this write; the entry alone still counts.
    if ((error as { code?: number }).code !== 5 || !stale) throw error;
    const entryOnly = db().batch();
    recordAudit(entryOnly, audit);
    await entryOnly.commit();
  }
}
