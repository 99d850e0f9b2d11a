import { FieldPath, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { AuditAction, AuditTargetType, AuditValues } from '@hr-portal/contract';
import type { CursorPosition } from '../../lib/paging.js';
import { isoOf } from '../../lib/timestamps.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { recordAudit, type AuditRecord as AuditWrite } from '../../lib/audit.js';

export interface AuditFilters {
  action?: AuditAction;
  actorUid?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  /** Inclusive start and exclusive end of the time window, in epoch milliseconds. */
  fromMillis?: number;
  toMillis?: number;
}

/** An entry as stored: people by uid only (entries written before that may still hold an e-mail and a label). */
export interface AuditRecord {
  id: string;
  action: AuditAction;
  actor: { uid: string; role: string; email?: string; label?: string };
  target: { type: AuditTargetType; id: string; label: string; person?: string };
  before: AuditValues;
  after: AuditValues;
  at: string | null;
}

/** Newest first; each equality filter has an index with `at` DESC in firestore.indexes.json. */
export function auditQuery(filters: AuditFilters): Query {
  let query: Query = collections.auditLog();
  if (filters.action) query = query.where('action', '==', filters.action);
  if (filters.actorUid) query = query.where('actor.uid', '==', filters.actorUid);
  if (filters.targetType) query = query.where('target.type', '==', filters.targetType);
  if (filters.targetId) query = query.where('target.id', '==', filters.targetId);
  if (filters.fromMillis !== undefined) query = query.where('at', '>=', Timestamp.fromMillis(filters.fromMillis));
  if (filters.toMillis !== undefined) query = query.where('at', '<', Timestamp.fromMillis(filters.toMillis));
  return query.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

function toRecord(snapshot: DocumentSnapshot): AuditRecord {
  const data = snapshot.data() ?? {};
  const target = (data.target ?? {}) as Record<string, unknown>;
  return {
    id: snapshot.id,
    action: data.action,
    actor: data.actor,
    target: {
      type: target.type as AuditTargetType,
      id: String(target.id ?? ''),
      label: String(target.label ?? ''),
      ...(typeof target.person === 'string' ? { person: target.person } : {}),
    },
    before: data.before ?? null,
    after: data.after ?? null,
    at: isoOf(data.at),
  };
}

export async function listAudit(
  filters: AuditFilters,
  limit: number,
  after: CursorPosition | null,
): Promise<AuditRecord[]> {
  let query = auditQuery(filters).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return (await query.get()).docs.map(toRecord);
}

/** Records an entry that stands alone (a sign-in event: nothing else changes with it). */
export async function recordAuditEntry(record: AuditWrite): Promise<void> {
  const batch = db().batch();
  recordAudit(batch, record);
  await batch.commit();
}
