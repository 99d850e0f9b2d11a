import type { Query } from 'firebase-admin/firestore';
import { rewriteEach, rewriteMatches } from '../../lib/batches.js';
import { collections } from '../../lib/collections.js';
import { mentions, needlesOf, scrubbed, type Person } from '../../lib/personal-data.js';

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
 * Entries on offers keep the offer's free text (its fields, a send-back comment), which may name staff who are
 * neither the actor nor the target: those strings name the pseudonym instead. No query finds text, so the offer
 * entries are read a page at a time.
 */
function scrubOfferEntries(person: Person, pseudonym: string) {
  const needles = needlesOf(person);
  return rewriteEach(collections.auditLog().where('target.type', '==', 'offer'), (entry, batch) => {
    const text = { before: entry.get('before') ?? null, after: entry.get('after') ?? null };
    if (!mentions(text, needles)) return false;
    batch.update(entry.ref, scrubbed(text, needles, pseudonym) as Record<string, unknown>);
    return true;
  });
}

export async function pseudonymiseAuditOf(person: Person, pseudonym: string): Promise<number> {
  const about = await rewrite(aboutQuery(person.uid), person, pseudonym, true);
  const on = await rewrite(onQuery(person.uid), person, pseudonym, true);
  const by = await rewrite(byQuery(person.uid), person, pseudonym, false);
  return about + on + by + (await scrubOfferEntries(person, pseudonym));
}

export async function countAuditOf(uid: string): Promise<{ by: number; about: number }> {
  const count = async (query: Query) => (await query.count().get()).data().count;
  return { by: await count(byQuery(uid)), about: await count(aboutQuery(uid)) };
}
