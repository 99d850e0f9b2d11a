import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { forEachDocument } from '../../lib/each-document.js';

// People by uid, not by address. Audit entries written before the trail kept people by uid held the actor's
// e-mail and, in target labels, the e-mail of the person concerned. This rewrites them: actor.email goes, a
// person target keeps their uid in `person`, labels keep only the thing (job title, e-mail kind), and a deleted
// user's entry loses name and e-mail. Safe to run any number of times: an entry in the new shape is left alone.

/** Targets that name a person. */
export const PEOPLE_TARGETS = new Set(['user', 'application', 'mail']);

const isOld = (entry: DocumentSnapshot) =>
  entry.get('actor.email') !== undefined ||
  (PEOPLE_TARGETS.has(String(entry.get('target.type'))) && entry.get('target.person') === undefined);

/**
 * Every audit entry in the old shape, page by page, rewritten with the target `newTarget` gives for a target that
 * names a person (it reads the application or message named, which this folder does not own). Answers how many.
 */
export async function migrateAuditPeople(
  newTarget: (target: Record<string, unknown>) => Promise<Record<string, unknown>>,
): Promise<{ entries: number }> {
  let entries = 0;
  await forEachDocument(collections.auditLog(), async (entry) => {
    if (!isOld(entry)) return;
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
    entries += 1;
  });
  return { entries };
}
