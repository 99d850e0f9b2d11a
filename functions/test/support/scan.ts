import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { APPLICATION_SUBCOLLECTIONS } from '../../src/lib/collections.js';
import { db } from '../../src/lib/firebase.js';

/** Every stored document: top-level collections and every application subcollection, with its path. */
export async function everyDocument(): Promise<{ path: string; data: unknown }[]> {
  const top = (await db().listCollections()).map((collection) => collection.id);
  const snapshots = await Promise.all([
    ...top.map((name) => db().collection(name).get()),
    ...Object.values(APPLICATION_SUBCOLLECTIONS).map((name) => db().collectionGroup(name).get()),
  ]);
  return snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => ({ path: doc.ref.path, data: doc.data() })));
}

async function everyFile(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? everyFile(join(root, entry.name)) : [join(root, entry.name)])),
  );
  return nested.flat();
}

/**
 * Scans the whole database (paths and values) and the file store (paths and bytes) for any of `needles`
 * (case-insensitive): what names a person after they are gone.
 */
export async function scanFor(needles: string[]) {
  const lower = needles.map((needle) => needle.toLowerCase());
  const documents = await everyDocument();
  const documentHits = documents
    .filter(({ path, data }) =>
      lower.some((needle) => `${path} ${JSON.stringify(data)}`.toLowerCase().includes(needle)),
    )
    .map((hit) => hit.path);
  const root = process.env.FILE_STORE_DIR!;
  const files = await everyFile(root);
  const fileHits: string[] = [];
  for (const file of files) {
    // Another test file (two run at once) may delete or rename a file between the listing and the read.
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!bytes) continue;
    const text = `${relative(root, file)} ${bytes.toString('latin1')}`.toLowerCase();
    if (lower.some((needle) => text.includes(needle))) fileHits.push(relative(root, file));
  }
  return { documents: documents.length, files: files.length, documentHits, fileHits };
}

/**
 * The hits left once the erasure's own `person.erased` webhook is set aside: it names the erased id on purpose (so
 * subscribers erase too), holds nothing else, and loses the id once delivered (webhooks.test.ts proves that).
 */
export async function besidesErasureNotices(hits: string[], uids: string[]): Promise<string[]> {
  const left: string[] = [];
  for (const path of hits) {
    const snapshot = path.startsWith('webhook') ? await db().doc(path).get() : undefined;
    // Fanned out (or delivered and scrubbed) since the scan read it: it names no one any more.
    if (snapshot && !snapshot.exists) continue;
    const data = snapshot?.data();
    // Its id scrubbed since (delivered), a notice holds no personId at all.
    const named = data?.data?.personId;
    const notice =
      data?.type === 'person.erased' &&
      (named === undefined || named === null || uids.includes(String(named))) &&
      Object.keys(data.data ?? {}).every((key) => key === 'personId') &&
      data.subject === null;
    if (!notice) left.push(path);
  }
  return left;
}
