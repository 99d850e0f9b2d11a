import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { AuditAction, AuditTargetType, AuditValues } from '@hr-portal/contract';
import type { Caller } from './caller.js';
import { collections } from './collections.js';

/** The actor of what the portal does on its own schedule. */
export const SYSTEM_ACTOR = { uid: 'system', role: 'system' } as const;

/**
 * What an entry is about. `label` names a thing (a job title, a setting), never a person; `person` is the uid of
 * the person it concerns, resolved to a name only when the trail is read, so an erased person leaves no name.
 */
export interface AuditTarget {
  type: AuditTargetType;
  id: string;
  label?: string;
  person?: string;
}

/** Who did it: a signed-in caller, an API key (a caller with `integration`), or the portal itself (SYSTEM_ACTOR). */
export type AuditActor = Pick<Caller, 'uid' | 'integration'> & { role: Caller['role'] | 'system' };

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target: AuditTarget;
  before: AuditValues;
  after: AuditValues;
}

/** A person as the target of an entry: their uid only. */
export const personTarget = (uid: string): AuditTarget => ({ type: 'user', id: uid, person: uid });

/**
 * Adds an audit entry to the transaction or batch that makes the change, so the change and its record
 * commit together or not at all. Entries are only ever created: no code path updates or deletes them, and
 * the rules let no client write them.
 */
export function recordAudit(writer: Transaction | WriteBatch, record: AuditRecord): void {
  const { uid, role, integration } = record.actor;
  const ref = collections.auditLog().doc();
  const entry = {
    action: record.action,
    // An integration is named by its key's name (no one's personal data); people only by uid.
    actor: integration ? { uid, role: 'integration', label: integration.name } : { uid, role },
    // Firestore refuses undefined values: absent parts of the target are left out.
    target: Object.fromEntries(Object.entries(record.target).filter(([, value]) => value !== undefined)),
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
