import { ERASED_PERSON, type AuditEntryDto } from '@hr-portal/contract';
import { SYSTEM_ACTOR } from '../../lib/audit.js';
import type { CursorPosition } from '../../lib/paging.js';
import { findUserByEmail, findUsers } from '../../data/users/users.js';
import { listAudit, type AuditFilters, type AuditRecord } from '../../data/audit/audit-log.js';

export type AuditSearch = Omit<AuditFilters, 'actorUid'> & { actorEmail?: string };

/** An entry as the admin screen shows it: the people it concerns named now, from their uids. */
function toDto(record: AuditRecord, people: Map<string, { email: string }>): AuditEntryDto {
  const { actor, target } = record;
  const who = (uid: string) => people.get(uid)?.email ?? ERASED_PERSON;
  const actorEmail =
    actor.uid === SYSTEM_ACTOR.uid
      ? SYSTEM_ACTOR.uid
      : actor.role === 'integration'
        ? `API key: ${actor.label ?? ''}`
        : (actor.email ?? who(actor.uid));
  const person = target.person === undefined ? null : who(target.person);
  const label =
    person === null ? target.label : [person, target.type === 'user' ? '' : target.label].filter(Boolean).join(' · ');
  return {
    _id: record.id,
    action: record.action,
    actor: { uid: actor.uid, email: actorEmail, role: actor.role as AuditEntryDto['actor']['role'] },
    target: { type: target.type, id: target.id, label },
    before: record.before,
    after: record.after,
    at: record.at,
  };
}

/**
 * The audit trail, newest first: admins only (the router's role guard; rules let no client read it). Entries
 * hold uids; the people on a page are read in one getAll, and an erased person shows as "Erased person".
 */
export async function auditTrail(
  search: AuditSearch,
  limit: number,
  after: CursorPosition | null,
): Promise<AuditEntryDto[]> {
  const { actorEmail, ...filters } = search;
  let actorUid: string | undefined;
  if (actorEmail) {
    const actor = await findUserByEmail(actorEmail);
    if (!actor) return [];
    actorUid = actor._id;
  }
  const records = await listAudit({ ...filters, actorUid }, limit, after);
  const people = await findUsers(
    records
      .flatMap((record) => [record.actor.uid, record.target.person ?? ''])

      .filter((uid) => uid && uid !== SYSTEM_ACTOR.uid),
  );
  return records.map((record) => toDto(record, people));
}
