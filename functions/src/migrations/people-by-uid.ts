import { MAIL_EVENT_INFO } from '@hr-portal/contract';
import { candidateOf } from '../data/applications/applications.js';
import { migrateAuditPeople as rewriteAuditPeople } from '../data/audit/people-by-uid-migration.js';
import { findMail } from '../data/mail/mail.js';

// People by uid, not by address: the audit trail's old entries (data/audit) and the names and addresses notes,
// panels and scorecards copied (data/applications migrateCopiedPeople).

/** The new target of an old entry, reading the application or message it names when that still exists. */
async function newTarget(target: Record<string, unknown>): Promise<Record<string, unknown>> {
  const id = String(target.id ?? '');
  if (target.type === 'user') return { type: 'user', id, person: id };
  if (target.type === 'application') {
    const person = await candidateOf(id);
    const label = String(target.label ?? '');
    const jobTitle = label.includes(' · ') ? label.slice(label.indexOf(' · ') + 3) : label;
    return { type: 'application', id, label: jobTitle, ...(person ? { person } : {}) };
  }
  const mail = await findMail(id);
  const event = mail?.event;
  const person = mail?.recipientUid ?? undefined;
  return {
    type: 'mail',
    id,
    label: (event && MAIL_EVENT_INFO[event]?.label) || 'E-mail',
    ...(person ? { person } : {}),
  };
}

/** Every audit entry in the old shape, rewritten; answers how many were. */
export const migrateAuditPeople = () => rewriteAuditPeople(newTarget);
