import { deleteInBatches, rewriteEach, rewriteMatches } from '../../lib/batches.js';
import { mentions, scrubbed } from '../../lib/personal-data.js';
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

/**
 * Erasure of staff: the offers' free text that names them (free-field values such as "Reports to ...", an
 * admin's send-back comment) names the pseudonym instead. No query finds text, so every offer is read, a page
 * at a time.
 */
export function scrubOfferText(needles: string[], pseudonym: string): Promise<number> {
  return rewriteEach(collections.offers().select('fields', 'sentBackComment'), (offer, batch) => {
    const text = { fields: offer.get('fields') ?? {}, sentBackComment: offer.get('sentBackComment') ?? null };
    if (!mentions(text, needles)) return false;
    batch.update(offer.ref, scrubbed(text, needles, pseudonym) as Record<string, unknown>);
    return true;
  });
}
