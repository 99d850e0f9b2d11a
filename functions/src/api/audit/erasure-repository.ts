import type { Query } from 'firebase-admin/firestore';
import { rewriteMatches } from '../../lib/batches.js';
import { collections } from '../../lib/collections.js';
import { needlesOf, scrubbed, type Person } from '../../lib/personal-data.js';

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

export async function pseudonymiseAuditOf(person: Person, pseudonym: string): Promise<number> {
  const about = await rewrite(aboutQuery(person.uid), person, pseudonym, true);
  const on = await rewrite(onQuery(person.uid), person, pseudonym, true);
  return about + on + (await rewrite(byQuery(person.uid), person, pseudonym, false));
}

export async function countAuditOf(uid: string): Promise<{ by: number; about: number }> {
  const count = async (query: Query) => (await query.count().get()).data().count;
  return { by: await count(byQuery(uid)), about: await count(aboutQuery(uid)) };
}
