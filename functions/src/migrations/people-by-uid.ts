import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { MAIL_EVENT_INFO, type MailEvent } from '@hr-portal/contract';
import { forEachDocument } from './pages.js';
import { collectionGroups, collections } from '../lib/collections.js';

// People by uid, not by address. Audit entries written before the trail kept people by uid held the actor's
// e-mail and, in target labels, the e-mail of the person concerned. This rewrites them: actor.email goes, a person target keeps their uid in
// `person`, labels keep only the thing (job title, e-mail kind), and a deleted user's entry loses name and e-mail.
// Safe to run any number of times: an entry already in the new shape is left alone.

const PEOPLE_TARGETS = new Set(['user', 'application', 'mail']);

/** The new target of an old entry, reading the application or message it names when that still exists. */
async function newTarget(target: Record<string, unknown>): Promise<Record<string, unknown>> {
  const id = String(target.id ?? '');
  if (target.type === 'user') return { type: 'user', id, person: id };
  if (target.type === 'application') {
    const application = await collections.applications().doc(id).get();
    const label = String(target.label ?? '');
    const jobTitle = label.includes(' · ') ? label.slice(label.indexOf(' · ') + 3) : label;
    const person = application.get('candidate') as string | undefined;
    return { type: 'application', id, label: jobTitle, ...(person ? { person } : {}) };
  }
  const mail = await collections.mail().doc(id).get();
  const event = mail.get('event') as MailEvent | undefined;
  const person = mail.get('recipientUid') as string | undefined;
  return { type: 'mail', id, label: event ? MAIL_EVENT_INFO[event].label : 'E-mail', ...(person ? { person } : {}) };
}

const isOld = (entry: DocumentSnapshot) =>
  entry.get('actor.email') !== undefined ||
  (PEOPLE_TARGETS.has(String(entry.get('target.type'))) && entry.get('target.person') === undefined);

async function migrateEntry(entry: DocumentSnapshot): Promise<void> {
  const { uid, role } = (entry.get('actor') ?? {}) as { uid?: string; role?: string };
  const target = (entry.get('target') ?? {}) as Record<string, unknown>;
  const changes: Record<string, unknown> = {
    actor: { uid: uid ?? '', role: role ?? '' },
    target: PEOPLE_TARGETS.has(String(target.type)) ? await newTarget(target) : target,
  };
  if (entry.get('action') === 'user.deleted') {
    const { name: _name, email: _email, ...before } = (entry.get('before') ?? {}) as Record<string, unknown>;
    changes.before = before;
  }
  await entry.ref.update(changes);
}

/** Every audit entry in the old shape, page by page; answers how many were rewritten. */
export async function migrateAuditPeople(): Promise<{ entries: number }> {
  let entries = 0;
  await forEachDocument(collections.auditLog(), async (entry) => {
    if (!isOld(entry)) return;
    await migrateEntry(entry);
    entries += 1;
  });
  return { entries };
}

/**
 * Removes `fields` from every document of an application subcollection that still has one of them (notes kept
 * their author's e-mail; panels and scorecards the interviewer's name and e-mail). Answers how many changed.
 */
async function stripFromEvery(
  subcollection: 'notes' | 'interviewers' | 'scorecards',
  fields: string[],
): Promise<number> {
  let changed = 0;
  await forEachDocument(collectionGroups[subcollection](), async (document) => {
    if (!fields.some((field) => document.get(field) !== undefined)) return;
    await document.ref.update(Object.fromEntries(fields.map((field) => [field, FieldValue.delete()])));
    changed += 1;
  });
  return changed;
}

/** Notes, panels and scorecards keep people by uid: older ones lose the names and addresses they copied. */
export async function migrateCopiedPeople(): Promise<{ notes: number; panels: number; scorecards: number }> {
  return {
    notes: await stripFromEvery('notes', ['by.email']),
    panels: await stripFromEvery('interviewers', ['name', 'email']),
    scorecards: await stripFromEvery('scorecards', ['interviewer.name', 'interviewer.email']),
  };
}
