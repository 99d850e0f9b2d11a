import { FieldPath, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { AuditAction, AuditEntryDto, AuditTargetType } from '@hr-portal/contract';
import type { CursorPosition } from '../../lib/paging.js';
import { isoOf } from '../../lib/timestamps.js';
import { collections } from '../../lib/collections.js';

export interface AuditFilters {
  action?: AuditAction;
  actorEmail?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  /** Inclusive start and exclusive end of the time window, in epoch milliseconds. */
  fromMillis?: number;
  toMillis?: number;
}

/** Newest first; each equality filter has an index with `at` DESC in firestore.indexes.json. */
export function auditQuery(filters: AuditFilters): Query {
  let query: Query = collections.auditLog();
  if (filters.action) query = query.where('action', '==', filters.action);
  if (filters.actorEmail) query = query.where('actor.email', '==', filters.actorEmail);
  if (filters.targetType) query = query.where('target.type', '==', filters.targetType);
  if (filters.targetId) query = query.where('target.id', '==', filters.targetId);
  if (filters.fromMillis !== undefined) query = query.where('at', '>=', Timestamp.fromMillis(filters.fromMillis));
  if (filters.toMillis !== undefined) query = query.where('at', '<', Timestamp.fromMillis(filters.toMillis));
  return query.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

function toDto(snapshot: DocumentSnapshot): AuditEntryDto {
  const data = snapshot.data() ?? {};
  const at = isoOf(data.at);
  return {
    _id: snapshot.id,
    action: data.action,
    actor: data.actor,
    target: data.target,
    before: data.before ?? null,
    after: data.after ?? null,
    at,
  };
}

export async function listAudit(
  filters: AuditFilters,
  limit: number,
  after: CursorPosition | null,
): Promise<AuditEntryDto[]> {
  let query = auditQuery(filters).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return (await query.get()).docs.map(toDto);
}
