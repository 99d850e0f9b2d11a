import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { AuditAction, AuditTargetType, AuditValues } from '@hr-portal/contract';
import type { Caller } from './auth-middleware.js';
import { collections } from './collections.js';

/** The actor of what the portal does on its own schedule. */
export const SYSTEM_ACTOR = { uid: 'system', email: 'system', role: 'system' } as const;

export interface AuditRecord {
  actor: Pick<Caller, 'uid' | 'email'> & { role: Caller['role'] | 'system' };
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label: string };
  before: AuditValues;
  after: AuditValues;
}

/**
 * Adds an audit entry to the transaction or batch that makes the change, so the change and its record
 * commit together or not at all. Entries are only ever created: no code path updates or deletes them, and
 * the rules let no client write them.
 */
export function recordAudit(writer: Transaction | WriteBatch, record: AuditRecord): void {
  const { uid, email, role } = record.actor;
  const ref = collections.auditLog().doc();
  const entry = {
    action: record.action,
    actor: { uid, email: email.toLowerCase(), role },
    target: record.target,
    before: record.before,
    after: record.after,
    at: FieldValue.serverTimestamp(),
  };
  writer.create(ref, entry);
}

/** The fields of `changes` whose value differs from `current`: what an update really changed, before and after. */
export function changedFields(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || JSON.stringify(current[key]) === JSON.stringify(value)) continue;
    before[key] = current[key] ?? null;
    after[key] = value;
  }
  return { before, after };
}
