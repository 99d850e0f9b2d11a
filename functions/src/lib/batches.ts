import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from './firebase.js';

/** Firestore allows 500 writes per batch; stay well below it. */
const BATCH_LIMIT = 400;

/** Deletes the documents in as few batches as the limit allows; deleting one that is already gone is fine. */
export async function deleteInBatches(refs: DocumentReference[]): Promise<void> {
  for (let start = 0; start < refs.length; start += BATCH_LIMIT) {
    const batch = db().batch();
    for (const ref of refs.slice(start, start + BATCH_LIMIT)) batch.delete(ref);
    await batch.commit();
  }
}
