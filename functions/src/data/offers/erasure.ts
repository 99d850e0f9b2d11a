import { deleteInBatches, rewriteEach, rewriteMatches } from '../../lib/batches.js';
import { namesIn, scrubbedText } from '../../lib/personal-data.js';
import { collections } from '../../lib/collections.js';

// What erasing a person changes in offers (flows/privacy/registry.ts runs it).

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
 * Erasure of staff: the offers' free text that names them (a free field's value such as "Reports to ...", an
 * admin's send-back comment) names the pseudonym instead; terms, statuses and keys are never touched. No query
 * finds text, so every offer is read, a page at a time, and only those two fields.
 */
export function scrubOfferText(needles: string[], pseudonym: string): Promise<number> {
  return rewriteEach(collections.offers().select('fields', 'sentBackComment'), (offer, batch) => {
    const fields = (offer.get('fields') ?? {}) as Record<string, unknown>;
    const comment = offer.get('sentBackComment');
    const named = Object.entries(fields).filter(([, value]) => typeof value === 'string' && namesIn(value, needles));
    const commentNames = typeof comment === 'string' && namesIn(comment, needles);
    if (named.length === 0 && !commentNames) return false;
    batch.update(offer.ref, {
      ...(named.length > 0
        ? { fields: { ...fields, ...Object.fromEntries(named.map(([key]) => [key, pseudonym])) } }
        : {}),
      ...(commentNames ? { sentBackComment: scrubbedText(comment, needles, pseudonym) } : {}),
    });
    return true;
  });
}
