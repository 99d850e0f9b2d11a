import type { Query } from 'firebase-admin/firestore';
import { rewriteEach, rewriteMatches } from '../../lib/batches.js';
import { collections } from '../../lib/collections.js';
import { isStaffRole, namesIn, needlesOf, scrubbed, scrubbedText, type Person } from '../../lib/personal-data.js';

// The audit trail is written once and never edited, with one exception: erasing a person. Their entries stay
// (what was done, when, to what) with the person replaced by the pseudonym, so the trail still reads whole.

const byQuery = (uid: string) => collections.auditLog().where('actor.uid', '==', uid);
const aboutQuery = (uid: string) => collections.auditLog().where('target.person', '==', uid);
const onQuery = (uid: string) => collections.auditLog().where('target.id', '==', uid);

function rewrite(query: Query, person: Person, pseudonym: string, about: boolean) {
  const needles = needlesOf(person);
  return rewriteMatches(query, (entry, batch) => {
    const clean = (field: string) => scrubbed(entry.get(field) ?? null, needles, pseudonym, about);
    batch.update(entry.ref, {
      actor: clean('actor'),
      target: clean('target'),
      before: clean('before'),
      after: clean('after'),
    });
  });
}

/**
 * Entries on offers keep the offer's free text (the free fields of its terms, a send-back comment), which may name
 * staff who are neither the actor nor the target: those texts name the pseudonym instead; nothing else of an entry
 * changes. No query finds text, so the offer entries are read a page at a time, and only before and after.
 */
function scrubOfferEntries(person: Person, pseudonym: string) {
  const needles = needlesOf(person);
  const freeText = (side: unknown): Record<string, unknown> | null => {
    if (!side || typeof side !== 'object') return null;
    const { comment, fields } = side as { comment?: unknown; fields?: unknown };
    const changes: Record<string, unknown> = {};
    if (typeof comment === 'string' && namesIn(comment, needles))
      changes.comment = scrubbedText(comment, needles, pseudonym);
    if (fields && typeof fields === 'object') {
      const entries = Object.entries(fields as Record<string, unknown>);
      if (entries.some(([, value]) => typeof value === 'string' && namesIn(value, needles))) {
        changes.fields = Object.fromEntries(
          entries.map(([key, value]) => [
            key,
            typeof value === 'string' ? scrubbedText(value, needles, pseudonym) : value,
          ]),
        );
      }
    }
    return Object.keys(changes).length > 0 ? { ...(side as Record<string, unknown>), ...changes } : null;
  };
  const entries = collections.auditLog().where('target.type', '==', 'offer').select('before', 'after');
  return rewriteEach(entries, (entry, batch) => {
    const before = freeText(entry.get('before'));
    const after = freeText(entry.get('after'));
    if (!before && !after) return false;
    batch.update(entry.ref, { ...(before ? { before } : {}), ...(after ? { after } : {}) });
    return true;
  });
}

export async function pseudonymiseAuditOf(person: Person, pseudonym: string): Promise<number> {
  const about = await rewrite(aboutQuery(person.uid), person, pseudonym, true);
  const on = await rewrite(onQuery(person.uid), person, pseudonym, true);
  const by = await rewrite(byQuery(person.uid), person, pseudonym, false);
  // Only staff names stand in other people's offers.
  return about + on + by + (isStaffRole(person.role) ? await scrubOfferEntries(person, pseudonym) : 0);
}

export async function countAuditOf(uid: string): Promise<{ by: number; about: number }> {
  const count = async (query: Query) => (await query.count().get()).data().count;
  return { by: await count(byQuery(uid)), about: await count(aboutQuery(uid)) };
}
