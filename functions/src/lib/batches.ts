import {
  FieldPath,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
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

/**
 * Applies `change` to every document the query matches, a batch at a time, and answers how many it changed.
 * The change must take a document out of the query (delete it, or rewrite the field the query filters on), or
 * the loop would find it again.
 */
export async function rewriteMatches(
  query: Query,
  change: (snapshot: QueryDocumentSnapshot, batch: WriteBatch) => void,
): Promise<number> {
  let changed = 0;
  for (;;) {
    const page = await query.limit(BATCH_LIMIT / 2).get();
    if (page.empty) return changed;
    const batch = db().batch();
    for (const snapshot of page.docs) change(snapshot, batch);
    await batch.commit();
    changed += page.size;
  }
}

/**
 * Visits every document the query matches, a page at a time in id order; `change` adds its writes for a document
 * to the page's batch and answers whether it changed it. For changes that leave a document in the query (a text
 * scrubbed where no query can find it). Answers how many it changed.
 */
export async function rewriteEach(
  query: Query,
  change: (snapshot: QueryDocumentSnapshot, batch: WriteBatch) => boolean,
): Promise<number> {
  let changed = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(BATCH_LIMIT / 2);
    const page = await (after ? ordered.startAfter(after) : ordered).get();
    if (page.empty) return changed;
    const batch = db().batch();
    let writes = 0;
    for (const snapshot of page.docs) if (change(snapshot, batch)) writes += 1;
    if (writes > 0) await batch.commit();
    changed += writes;
    after = page.docs[page.docs.length - 1];
  }
}
