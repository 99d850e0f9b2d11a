import { deleteInBatches, rewriteMatches } from '../../lib/batches.js';
import { collections } from '../../lib/collections.js';

// Part of the offers repository: what erasing a person changes in offers (api/privacy/registry.ts runs it).

/** Deletes offer records (their files go first, by the caller). */
export async function deleteOfferRecords(ids: string[]): Promise<void> {
  await deleteInBatches(ids.map((id) => collections.offers().doc(id)));
}

/** Staff who drafted, changed or approved offers stay on them only as a pseudonym. */
export async function pseudonymiseOfferStaff(uid: string, pseudonym: string): Promise<number> {
  let changed = 0;
  for (const field of ['createdBy', 'editedBy', 'approvedBy'] as const) {
    changed += await rewriteMatches(collections.offers().where(field, '==', uid), (offer, batch) =>
      batch.update(offer.ref, { [field]: pseudonym }),
    );
  }
  return changed;
}
