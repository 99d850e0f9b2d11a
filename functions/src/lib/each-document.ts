import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

const PAGE = 200;

/**
 * Visits every document of `collection` (a collection or a collection group), in document-id order, 200 at a
 * time, so a migration reads any amount of data in bounded memory. Resumes after the last document of each
 * page, which is exact for collection groups too.
 */
export async function forEachDocument(
  collection: Query,
  visit: (document: QueryDocumentSnapshot) => Promise<void>,
): Promise<void> {
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    let query = collection.orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const document of page.docs) await visit(document);
    if (page.size < PAGE) return;
    after = page.docs.at(-1)!;
  }
}
